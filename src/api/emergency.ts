// Emergency broadcast and its daily quota (contract §13).
import type { EmergencyBroadcast, EmergencyRequest } from '../../contract/wire.ts';
import { call } from './http.ts';

/**
 * Hours until the daily quota is free again (whole hours, rounded down), or null while it is
 * free. Asked of GET /emergency-mail/quota, which answers a used quota with 200 as data: the
 * contract's /emergency-mail/limit answers it with a 422, which the browser logs as an error.
 */
export async function fetchEmergencyHoursLeft(): Promise<number | null> {
  const quota = await call('emergencyQuota');
  return quota.free ? null : (quota.hours_left ?? 0);
}

export const sendEmergency = (body: EmergencyRequest) => call('sendEmergency', { body });

/** The community's last emergency call of the past 24 hours the member sees, or null. */
export async function fetchLatestEmergency(): Promise<EmergencyBroadcast | null> {
  return (await call('latestEmergency')).emergency;
}
