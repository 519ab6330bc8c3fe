import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { sessionModel } from '../models/session.model.ts';

describe('session machine', () => {
  testMachinePaths(sessionModel);
});
