import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { likeToggleModel } from '../models/like-toggle.model.ts';

describe('like-toggle machine', () => {
  testMachinePaths(likeToggleModel);
});
