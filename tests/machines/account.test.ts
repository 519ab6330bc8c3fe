import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { accountModel } from '../models/account.model.ts';

describe('account machine', () => {
  testMachinePaths(accountModel);
});
