import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { memberSafetyModel } from '../models/member-safety.model.ts';

describe('member-safety machine', () => {
  testMachinePaths(memberSafetyModel);
});
