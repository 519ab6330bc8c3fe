import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaStorage } from '../media/storage.ts';

/** What services need from the running server; the Fastify instance provides all of it. */
export interface ServiceDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  media: MediaStorage;
  log: FastifyBaseLogger;
  /** The origin links in mails are built on (server/http/api-origin.ts): never a request header. */
  mailOrigin: string;
}
