// app.relations: the members' relations kept in this process (decision 177). A member's own
// write may change them (a block, a mute, a new username): this process forgets them before
// answering, the others when the live event comes.
import fp from 'fastify-plugin';
import { INTERNAL_LIVE_EVENT } from '../../contract/live-events.ts';
import { writerOf } from '../http/write-requests.ts';
import type { Viewer } from '../services/member-visibility.ts';
import { createRelationsCache, type Relations } from '../services/relations-cache.ts';

export interface KeptRelations {
  /** The viewer's relations, kept or read now. */
  of(viewer: Viewer): Promise<Relations>;
  /** Forgets the member's relations in this process, and those naming them. */
  forget(memberId: number): void;
}

export const relationsPlugin = fp(
  async (app) => {
    const cache = createRelationsCache(app.config.sessionCacheMs);
    app.live.hub.observe((event) => {
      if (event.kind === INTERNAL_LIVE_EVENT.memberChanged && event.recipientId !== null) cache.dropMember(event.recipientId);
    });
    const relations: KeptRelations = {
      of: (viewer) => cache.of(app.db, viewer, app.config.now().getTime()),
      forget: (memberId) => cache.dropMember(memberId),
    };
    app.decorate('relations', relations);
    app.addHook('onSend', async (request) => {
      const writer = writerOf(request);
      if (writer !== undefined) cache.dropMember(writer);
    });
  },
  { name: 'relations', dependencies: ['database', 'live-events', 'auth'] },
);
