// The built SPA's pages as this server answers them, made once at start-up from dist/index.html:
// the app's page with the runtime configuration, and the guests' finished landing.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderIndexHtml } from './app-config.ts';
import type { Config } from './config.ts';
import type { InlineCode } from './http/content-security-policy.ts';
import { guestLandingHtml } from './landing-html.tsx';

export interface SpaPages {
  index: string;
  /** null when index.html doesn't have the build's shape. */
  landing: string | null;
  /** What the pages run inline, each once; the Content-Security-Policy allows it by hash. */
  inline: InlineCode;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptsOf(pages: string[]): string[] {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(INLINE_SCRIPT)].map((match) => match[1])))];
}

/**
 * Stylesheets that libraries of the app add to the page in <style> elements of their own (the
 * toasts; the avatar cropper), each the text of the file the library publishes.
 */
const LIBRARY_STYLESHEETS = ['react-toastify/dist/ReactToastify.css', 'react-easy-crop/react-easy-crop.css'];

function libraryStylesheets(): string[] {
  const require = createRequire(import.meta.url);
  return LIBRARY_STYLESHEETS.map((name) => fs.readFileSync(require.resolve(name), 'utf8'));
}

/** The pages of the build in `config.distDir`, or null when there is no build. */
export function loadSpaPages(config: Pick<Config, 'distDir' | 'brandName' | 'ownerLinks'>): SpaPages | null {
  const indexFile = path.join(config.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config);
  const landing = guestLandingHtml(index, config);
  return {
    index,
    landing,
    inline: { scripts: inlineScriptsOf(landing === null ? [index] : [index, landing]), styles: libraryStylesheets() },
  };
}
