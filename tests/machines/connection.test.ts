import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { connectionModel } from '../models/connection.model.ts';

describe('connection machine', () => {
  testMachinePaths(connectionModel);
});
