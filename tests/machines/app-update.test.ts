import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { appUpdateModel } from '../models/app-update.model.ts';

describe('app update machine', () => {
  testMachinePaths(appUpdateModel);
});
