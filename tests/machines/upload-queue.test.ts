import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { uploadQueueModel } from '../models/upload-queue.model.ts';

describe('upload-queue machine', () => {
  testMachinePaths(uploadQueueModel);
});
