import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { albumGridModel } from '../models/album-grid.model.ts';

describe('album-grid machine', () => {
  testMachinePaths(albumGridModel);
});
