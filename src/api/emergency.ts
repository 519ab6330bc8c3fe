// Emergency broadcast and its daily quota (contract §13).
import { request } from './http.ts';
import type { EmergencyRequest, Envelope } from './wire.ts';

/** Succeeds while the quota is free; a 422 carries the whole hours left. */
export const checkEmergencyLimit = () => request<Envelope>('/emergency-mail/limit');

export const sendEmergency = (body: EmergencyRequest) => request<Envelope>('/emergency-mail', { method: 'POST', body });
