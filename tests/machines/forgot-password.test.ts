import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { forgotPasswordModel } from '../models/forgot-password.model.ts';

describe('forgot-password machine', () => {
  testMachinePaths(forgotPasswordModel);
});
