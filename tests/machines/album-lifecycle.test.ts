import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { albumLifecycleModel } from '../models/album-lifecycle.model.ts';

describe('album-lifecycle machine', () => {
  testMachinePaths(albumLifecycleModel);
});
