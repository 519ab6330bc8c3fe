import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { uploadPhotoModel } from '../models/upload-photo.model.ts';

describe('upload-photo machine', () => {
  testMachinePaths(uploadPhotoModel);
});
