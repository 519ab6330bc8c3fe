import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { searchModel } from '../models/search.model.ts';

describe('search machine', () => {
  testMachinePaths(searchModel);
});
