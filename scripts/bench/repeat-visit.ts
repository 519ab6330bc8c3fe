// A member's second visit to /explorer: the first one installs the service worker, which keeps
// the app's code; the second is counted from the page's own network log (Chrome DevTools
// Protocol), so a script the worker or the browser's cache answered costs nothing.
import type { Browser } from 'playwright-core';
import { memberStorage } from './route-js.ts';

export interface RepeatVisitJs {
  /** Scripts the page loaded on the repeat visit. */
  scripts: number;
  /** Of those, the bytes that came over the network. */
  networkBytes: number;
}

interface ScriptLoad {
  network: boolean;
  bytes: number;
}

export async function measureRepeatVisitJs(browser: Browser, appUrl: string, memberToken: string): Promise<RepeatVisitJs> {
  const context = await browser.newContext({ storageState: memberStorage(appUrl, memberToken) });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/explorer`, { waitUntil: 'load' });
    // Active once installed, which is when its copies of the app's files are made. (The bench's
    // scripts are built without the DOM's types, hence the text.)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const loads = new Map<string, ScriptLoad>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      loads.set(requestId, { network: !response.fromServiceWorker && !response.fromDiskCache, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const load = loads.get(requestId);
      if (load) load.bytes = encodedDataLength;
    });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('article').first().waitFor();
    return {
      scripts: loads.size,
      networkBytes: [...loads.values()].reduce((sum, load) => sum + (load.network ? load.bytes : 0), 0),
    };
  } finally {
    await context.close();
  }
}
