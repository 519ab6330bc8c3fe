import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { otpVerificationModel } from '../models/otp-verification.model.ts';

describe('otp-verification machine', () => {
  testMachinePaths(otpVerificationModel);
});
