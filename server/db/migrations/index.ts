// Every migration, listed statically so they run the same from source, a bundle or a test.
// Names sort in the order they must run; append new ones at the end.
import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts.ts';
import * as rateLimits from './0002-rate-limits.ts';
import * as posts from './0003-posts.ts';
import * as emergency from './0004-emergency.ts';
import * as albums from './0005-albums.ts';
import * as postReferenceIndexes from './0006-post-reference-indexes.ts';
import * as feedVersion from './0007-feed-version.ts';
import * as postVersions from './0008-post-versions.ts';
import * as rateLimitBuckets from './0009-rate-limit-buckets.ts';
import * as emergencySendAttempts from './0010-emergency-send-attempts.ts';
import * as albumUploadFiles from './0011-album-upload-files.ts';
import * as liveEvents from './0013-live-events.ts';
import * as userSearchGrams from './0012-user-search-grams.ts';
import * as reportsModeration from './0015-reports-moderation.ts';
import * as blocksMutes from './0014-blocks-mutes.ts';
import * as albumPhotoAlt from './0016-album-photo-alt.ts';
import * as push from './0017-push.ts';
import * as mailedPassword from './0018-mailed-password.ts';
import * as openReportsQueue from './0019-open-reports-queue.ts';
import * as suspendedSessions from './0020-suspended-sessions.ts';
import * as memberPostCounts from './0021-member-post-counts.ts';
import * as notificationPushQueuedByTrigger from './0022-notification-push-queued-by-trigger.ts';
import * as postVersionFollowsCommenters from './0023-post-version-follows-commenters.ts';
import * as notificationListVersion from './0024-notification-list-version.ts';
import * as senderChangeOnlyWhenChanged from './0025-sender-change-only-when-changed.ts';
import * as memberListVersion from './0026-member-list-version.ts';
import * as memberPostCountsPerKind from './0027-member-post-counts-per-kind.ts';

export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-rate-limits': rateLimits,
  '0003-posts': posts,
  '0004-emergency': emergency,
  '0005-albums': albums,
  '0006-post-reference-indexes': postReferenceIndexes,
  '0007-feed-version': feedVersion,
  '0008-post-versions': postVersions,
  '0009-rate-limit-buckets': rateLimitBuckets,
  '0010-emergency-send-attempts': emergencySendAttempts,
  '0011-album-upload-files': albumUploadFiles,
  '0013-live-events': liveEvents,
  '0012-user-search-grams': userSearchGrams,
  '0015-reports-moderation': reportsModeration,
  '0014-blocks-mutes': blocksMutes,
  '0016-album-photo-alt': albumPhotoAlt,
  '0017-push': push,
  '0018-mailed-password': mailedPassword,
  '0019-open-reports-queue': openReportsQueue,
  '0020-suspended-sessions': suspendedSessions,
  '0021-member-post-counts': memberPostCounts,
  '0022-notification-push-queued-by-trigger': notificationPushQueuedByTrigger,
  '0023-post-version-follows-commenters': postVersionFollowsCommenters,
  '0024-notification-list-version': notificationListVersion,
  '0025-sender-change-only-when-changed': senderChangeOnlyWhenChanged,
  '0026-member-list-version': memberListVersion,
  '0027-member-post-counts-per-kind': memberPostCountsPerKind,
};
