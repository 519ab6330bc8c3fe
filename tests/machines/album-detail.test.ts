import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { albumDetailModel } from '../models/album-detail.model.ts';

describe('album-detail machine', () => {
  testMachinePaths(albumDetailModel);
});
