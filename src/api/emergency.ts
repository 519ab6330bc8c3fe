// Emergency broadcast and its daily quota (contract §13).
import { isApiFailure } from '../../contract/failure.ts';
import { request } from './http.ts';
import type { EmergencyLimitRefusal, EmergencyRequest, Envelope } from '../../contract/wire.ts';

/** The whole hours left of a quota-used answer (422 with a number), or null for any other failure. */
function hoursLeftOf(error: unknown): number | null {
  if (!isApiFailure(error) || error.status !== 422) return null;
  const hours = (error.body as Partial<EmergencyLimitRefusal> | null)?.message;
  return typeof hours === 'number' && hours >= 0 ? Math.floor(hours) : null;
}

/**
 * Hours until the daily quota is free again (whole hours, rounded down), or null while it is
 * free. A used quota is an expected answer here, not a failure; the server's 422 for it is read,
 * and only a call that did not get that far fails.
 */
export async function fetchEmergencyHoursLeft(): Promise<number | null> {
  try {
    await request<Envelope>('/emergency-mail/limit');
    return null;
  } catch (error) {
    const hours = hoursLeftOf(error);
    if (hours === null) throw error;
    return hours;
  }
}

export const sendEmergency = (body: EmergencyRequest) => request<Envelope>('/emergency-mail', { method: 'POST', body });
