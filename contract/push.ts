// What a Web Push carries once the service worker has decrypted it (contract §18): a title and
// a body to show, and the SPA path a click opens. The service worker reads it with this schema,
// so it is written in zod/mini like the live events (decision 091); keys it does not name are
// left out, so a newer server never breaks an older worker.
import * as z from 'zod/mini';

export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the SPA, e.g. /post/<uuid>, opened when the notification is clicked. */
  url: z.string().check(z.startsWith('/')),
});

export type PushPayload = z.infer<typeof pushPayload>;
