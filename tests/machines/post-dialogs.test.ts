import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { postDialogsModel } from '../models/post-dialogs.model.ts';

describe('post-dialogs machine', () => {
  testMachinePaths(postDialogsModel);
});
