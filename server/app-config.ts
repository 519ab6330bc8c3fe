// The runtime configuration the SPA reads from window.__APP_CONFIG__, injected into
// index.html in place of <!--app-config--> (by this server and by the Vite dev server).
import type { Config } from './config.ts';

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';

type AppConfigSource = Pick<Config, 'brandName' | 'ownerLinks'>;

export function appConfigScript(config: AppConfigSource): string {
  const { whatsapp, linkedin, github, instagram } = config.ownerLinks;
  const json = JSON.stringify({
    brandName: config.brandName,
    ownerLinks: { whatsapp, linkedin, github, instagram },
  });
  // "<" escaped so a value can never close the script element.
  return `<script>window.__APP_CONFIG__=${json.replace(/</g, '\\u003c')}</script>`;
}

export function renderIndexHtml(html: string, config: AppConfigSource): string {
  return html.replace(APP_CONFIG_PLACEHOLDER, appConfigScript(config));
}
