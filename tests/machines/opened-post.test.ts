import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { openedPostModel } from '../models/opened-post.model.ts';

describe('opened post machine', () => {
  testMachinePaths(openedPostModel);
});
