// Guests get the landing as a finished page, with no script at all: the app's code loads
// there only when a session is stored, since only then can the route gate send the
// visitor on (to the explorer or the OTP screen). The markup comes from the same view the
// app renders, with the brand and owner's links of this server's configuration.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingView } from '../shared/landing/LandingView.tsx';
import { LANDING_PAGE_NAME, pageTitleOf } from '../shared/landing/landing-texts.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import type { Config } from './config.ts';
import { escapeHtml } from './lib/html.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The guests' landing made from the built index.html (already carrying the runtime
 * configuration), or null when the page doesn't have the build's shape.
 */
export function guestLandingHtml(indexHtml: string, config: Pick<Config, 'brandName' | 'ownerLinks'>): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(EMPTY_ROOT) || !TITLE.test(indexHtml)) return null;
  const markup = renderToStaticMarkup(
    <StaticRouter location="/">
      <LandingView brandName={config.brandName} ownerLinks={config.ownerLinks} />
    </StaticRouter>,
  );
  const loadAppWithSession = `<script type="module">if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})) import(${JSON.stringify(entry)});</script>`;
  return indexHtml
    .replace(TITLE, `<title>${escapeHtml(pageTitleOf(config.brandName, LANDING_PAGE_NAME))}</title>`)
    .replace(ENTRY_SCRIPT, loadAppWithSession)
    .replace(MODULE_PRELOADS, '')
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}
