// What the plugins add to Fastify's instance and request types.
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ImageWork } from '../media/image-work.ts';
import type { BucketMediaStorage } from '../media/bucket-storage.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { PictureVariants } from '../media/variants.ts';
import type { PushSender } from '../push/push-sender.ts';
import type { EmergencyWorker } from '../services/emergency-worker.ts';
import type { KeptNotifications } from '../services/kept-notifications.ts';
import type { NotificationPusher } from '../services/notification-pushes.ts';
import type { LiveStreams } from './live-events.ts';
import type { KeptRelations } from './relations.ts';
import type { TempUploadPurger } from '../services/temp-upload-purger.ts';
import type { Session } from '../services/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    mailer: Mailer;
    media: MediaStorage;
    /** The same store as `media` when it is a bucket (MEDIA_STORAGE=s3), else null. */
    mediaBucket: BucketMediaStorage | null;
    imageWork: ImageWork;
    pictureVariants: PictureVariants;
    emergencyWorker: EmergencyWorker;
    pushSender: PushSender;
    notificationPusher: NotificationPusher;
    tempUploadPurger: TempUploadPurger;
    live: LiveStreams;
    /** The members' blocks and mutes kept in this process (decision 177). */
    relations: KeptRelations;
    /** The members' notification lists kept in this process by their version (decision 178). */
    notificationLists: KeptNotifications;
  }
  interface FastifyRequest {
    /** The bearer token's session, or null when the request carries no valid token. */
    session: Session | null;
  }
}
