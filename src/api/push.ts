// Notifications on this device (contract §18).
import type { BodyOf } from '../../contract/wire.ts';
import { call } from './http.ts';

export const fetchPushKey = async () => (await call('pushKey')).key;

export const subscribePush = (subscription: BodyOf<'subscribePush'>) => call('subscribePush', { body: subscription });

export const unsubscribePush = (endpoint: string) => call('unsubscribePush', { body: { endpoint } });
