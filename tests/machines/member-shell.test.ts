import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { memberShellModel } from '../models/member-shell.model.ts';

describe('member shell machine', () => {
  testMachinePaths(memberShellModel);
});
