import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { userThreadsModel } from '../models/user-threads.model.ts';

describe('user-threads machine', () => {
  testMachinePaths(userThreadsModel);
});
