import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { loginModel } from '../models/login.model.ts';

describe('login machine', () => {
  testMachinePaths(loginModel);
});
