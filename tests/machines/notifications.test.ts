import { describe } from 'vitest';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { notificationsModel } from '../models/notifications.model.ts';

describe('notifications machine', () => {
  testMachinePaths(notificationsModel);
});
