import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { presenceModel } from '../models/presence.model.ts';

describe('presence machine', () => {
  testMachinePaths(presenceModel);
});
