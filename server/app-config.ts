// The runtime configuration the SPA reads from window.__APP_CONFIG__, injected into
// index.html in place of <!--app-config--> (by this server and by the Vite dev server).
import { OWNER_LINK_KEYS, type AppConfig } from '../contract/app-config.ts';
import type { Config } from './config.ts';

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';

type AppConfigSource = Pick<Config, 'brandName' | 'ownerLinks'>;

export function appConfigScript(config: AppConfigSource): string {
  const appConfig: AppConfig = {
    brandName: config.brandName,
    ownerLinks: Object.fromEntries(OWNER_LINK_KEYS.map((key) => [key, config.ownerLinks[key]])),
  };
  const json = JSON.stringify(appConfig);
  // "<" escaped so a value can never close the script element.
  return `<script>window.__APP_CONFIG__=${json.replace(/</g, '\\u003c')}</script>`;
}

export function renderIndexHtml(html: string, config: AppConfigSource): string {
  return html.replace(APP_CONFIG_PLACEHOLDER, appConfigScript(config));
}
