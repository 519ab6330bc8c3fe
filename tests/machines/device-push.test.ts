import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { devicePushModel } from '../models/device-push.model.ts';

describe('device push machine', () => {
  testMachinePaths(devicePushModel);
});
