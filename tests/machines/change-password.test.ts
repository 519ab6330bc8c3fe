import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { changePasswordModel } from '../models/change-password.model.ts';

describe('change-password machine', () => {
  testMachinePaths(changePasswordModel);
});
