import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { threadEditModel } from '../models/thread-edit.model.ts';

describe('thread-edit machine', () => {
  testMachinePaths(threadEditModel);
});
