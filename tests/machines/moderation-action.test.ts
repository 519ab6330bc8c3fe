import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { moderationActionModel } from '../models/moderation-action.model.ts';

describe('moderation action machine', () => {
  testMachinePaths(moderationActionModel);
});
