import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Makes the (already migrated) database available as app.db and closes it with the app. */
export const databasePlugin = fp<{ db: Kysely<Database> }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
