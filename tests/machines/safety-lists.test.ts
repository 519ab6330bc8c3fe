import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { safetyListsModel } from '../models/safety-lists.model.ts';

describe('safety-lists machine', () => {
  testMachinePaths(safetyListsModel);
});
