import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { likersModel } from '../models/likers.model.ts';

describe('likers machine', () => {
  testMachinePaths(likersModel);
});
