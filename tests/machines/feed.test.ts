import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { feedModel } from '../models/feed.model.ts';

describe('feed machine', () => {
  testMachinePaths(feedModel);
});
