import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { profileLoadModel } from '../models/profile-load.model.ts';

describe('profile-load machine', () => {
  testMachinePaths(profileLoadModel);
});
