import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { commentTargetModel } from '../models/comment-target.model.ts';

describe('comment-target machine', () => {
  testMachinePaths(commentTargetModel);
});
