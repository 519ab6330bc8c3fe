import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { findUserModel } from '../models/find-user.model.ts';

describe('find-user machine', () => {
  testMachinePaths(findUserModel);
});
