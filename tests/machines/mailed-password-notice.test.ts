import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { mailedPasswordNoticeModel } from '../models/mailed-password-notice.model.ts';

describe('mailed-password-notice machine', () => {
  testMachinePaths(mailedPasswordNoticeModel);
});
