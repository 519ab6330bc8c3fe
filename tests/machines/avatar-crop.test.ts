import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { avatarCropModel } from '../models/avatar-crop.model.ts';

describe('avatar crop machine', () => {
  testMachinePaths(avatarCropModel);
});
