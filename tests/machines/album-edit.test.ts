import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { albumEditModel } from '../models/album-edit.model.ts';

describe('album-edit machine', () => {
  testMachinePaths(albumEditModel);
});
