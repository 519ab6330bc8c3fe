// What each push says (contract §18: {"title","body","url"}, url a path of the SPA), in
// Indonesian like the mails, and how long a push service keeps it for a device that is off.
import type { PushPayload } from '../../contract/push.ts';
import type { PostKind } from '../db/schema.ts';
import { DAY_MS } from '../lib/time.ts';
import type { PushOptions } from './push-sender.ts';

const DAY_SECONDS = DAY_MS / 1000;

/** A push service may need so long to reach a phone that is off; a later notification is stale. */
export const NOTIFICATION_PUSH: PushOptions = { ttl: DAY_SECONDS, urgency: 'normal' };

/** An emergency is worth waking a phone for, and stale once the sender's day of calls is over. */
export function emergencyPushOptions(broadcastId: number): PushOptions {
  return { ttl: DAY_SECONDS, urgency: 'high', topic: `emergency${broadcastId}` };
}

export interface NotifiedActivity {
  brandName: string;
  senderUsername: string;
  /** "menyukai album anda" and the like, as the notification list shows it. */
  message: string;
  recipientUsername: string;
  post: { uuid: string; kind: PostKind } | null;
  /** A notice of the moderators, which names no sender. */
  fromModerators: boolean;
}

/** Where the SPA opens a notification: its post over the member's own page (src/app/layout/NotificationList.tsx). */
function notificationUrl(activity: NotifiedActivity): string {
  const profile = `/profile/${encodeURIComponent(activity.recipientUsername)}`;
  if (!activity.post) return profile;
  const page = activity.post.kind === 'thread' ? `${profile}/threads` : profile;
  return `${page}?${new URLSearchParams({ post: activity.post.uuid })}`;
}

export function notificationPayload(activity: NotifiedActivity): PushPayload {
  return {
    title: activity.brandName,
    body: activity.fromModerators ? activity.message : `${activity.senderUsername} ${activity.message}`,
    url: notificationUrl(activity),
  };
}

export interface EmergencyCallPush {
  senderFirstName: string;
  message: string;
  place: string;
}

export function emergencyPayload(call: EmergencyCallPush): PushPayload {
  return {
    title: `🚨 DARURAT: ${call.senderFirstName} butuh bantuan`,
    body: `${call.message}\n📍 ${call.place}`,
    url: '/',
  };
}
