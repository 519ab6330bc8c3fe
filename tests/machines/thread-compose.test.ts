import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { threadComposeModel } from '../models/thread-compose.model.ts';

describe('thread-compose machine', () => {
  testMachinePaths(threadComposeModel);
});
