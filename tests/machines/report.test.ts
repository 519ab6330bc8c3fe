import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { reportModel } from '../models/report.model.ts';

describe('report machine', () => {
  testMachinePaths(reportModel);
});
