import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { emergencyModel } from '../models/emergency.model.ts';

describe('emergency machine', () => {
  testMachinePaths(emergencyModel);
});
