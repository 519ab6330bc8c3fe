import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { emergencyNoticeModel } from '../models/emergency-notice.model.ts';

describe('emergency-notice machine', () => {
  testMachinePaths(emergencyNoticeModel);
});
