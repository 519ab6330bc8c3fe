// What a browser suite started, stopped in one place after its tests: the browser first, then
// the servers, then the files. A part that never started (a failed set-up) is skipped.
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { RunningApp } from './app-server.ts';
import type { SmtpInbox } from './smtp-inbox.ts';
import type { SpaHost } from './spa-host.ts';

export interface Started {
  browser?: Browser;
  app?: RunningApp;
  spa?: SpaHost;
  inbox?: SmtpInbox;
  /** A folder of pictures the suite wrote. */
  pictureDir?: string;
}

export async function stopStarted({ browser, app, spa, inbox, pictureDir }: Started): Promise<void> {
  await browser?.close();
  await app?.stop();
  await spa?.close();
  await inbox?.close();
  if (pictureDir) rmSync(pictureDir, { recursive: true, force: true });
}
