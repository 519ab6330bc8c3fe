// What a browser gets: gzipped JavaScript per route and Lighthouse, against the production
// build served by the real server on a small generated community.
import { fillCommunity, signInFirstUsers, withDatabase } from './community.ts';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { runLighthouse } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import { measureRepeatVisitJs } from './repeat-visit.ts';
import { measureRouteJs } from './route-js.ts';
import { startAppServer } from './servers.ts';
import { largestChunk } from './spa-build.ts';
import { goal, type Row } from './table.ts';

/** Posts in the database the browser measurements run against. */
const BROWSER_POSTS = 1000;
const LANDING_JS_BUDGET = 80_000;
const CHUNK_BUDGET = 150_000;
const EXPLORER_PERFORMANCE_BUDGET = 98;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** `dataDir` is a fresh folder for the community; `distDir` holds the production build. */
export async function benchBrowser(
  options: BenchOptions,
  dataDir: string,
  distDir: string,
  log: (message: string) => void,
): Promise<Row[]> {
  await fillCommunity({ DATA_DIR: dataDir }, { users: options.users, posts: BROWSER_POSTS });
  const [demoToken] = await withDatabase({ DATA_DIR: dataDir }, (db) => signInFirstUsers(db, 1));
  const server = await startAppServer({ DATA_DIR: dataDir }, {}, distDir);
  const rows: Row[] = [];
  try {
    if (options.stages.includes('js')) {
      log('JavaScript per route');
      for (const { route, gzipBytes, sentBytes, files, landedOn } of await measureRouteJs(server.url, demoToken)) {
        const budgeted = route.name === 'landing' || route.name === 'login';
        rows.push({
          area: 'SPA JS (gzip)',
          case: `${route.name} ${route.path}`,
          value: `${kB(gzipBytes)} in ${files} files (${kB(sentBytes)} sent)${landedOn ? `, redirected to ${landedOn}` : ''}`,
          goal: budgeted ? goal(gzipBytes <= LANDING_JS_BUDGET, '≤ 80 kB') : undefined,
        });
      }
      const largest = largestChunk(distDir);
      rows.push({
        area: 'SPA JS (gzip)',
        case: 'largest chunk',
        value: `${largest.file} ${kB(largest.gzipBytes)}`,
        goal: goal(largest.gzipBytes <= CHUNK_BUDGET, '≤ 150 kB'),
      });
    }
    if (options.stages.includes('lighthouse')) {
      log('Lighthouse');
      for (const page of await runLighthouse(server.url, demoToken, log)) {
        rows.push({
          area: 'Lighthouse',
          case: page.page,
          value:
            `performance ${page.performance} (median of ${page.runs.join(', ')}), accessibility ${page.accessibility}, ` +
            `best practices ${page.bestPractices}; LCP ${Math.round(page.lcpMs)} ms, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}; ` +
            `this machine's CPU benchmark index ${Math.round(page.benchmarkIndex)}`,
          goal: page.page === '/explorer' ? goal(page.performance >= EXPLORER_PERFORMANCE_BUDGET, `performance ≥ ${EXPLORER_PERFORMANCE_BUDGET}`) : undefined,
        });
      }
      log('a repeat visit');
      const browser = await launchBrowser();
      try {
        const repeat = await measureRepeatVisitJs(browser, server.url, demoToken);
        rows.push({
          area: 'SPA JS (gzip)',
          case: 'repeat visit /explorer',
          value: `${repeat.networkBytes} bytes from the network of ${repeat.scripts} scripts`,
          goal: goal(repeat.scripts > 0 && repeat.networkBytes === 0, '0 bytes'),
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
