import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { moderationQueueModel } from '../models/moderation-queue.model.ts';

describe('moderation queue machine', () => {
  testMachinePaths(moderationQueueModel);
});
