// Runtime configuration the server writes into index.html (brand and the owner's links),
// so one build serves any community. Defaults apply in tests and when nothing is injected.
import type { AppConfig } from '../../contract/app-config.ts';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

function readAppConfig(): AppConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return {
    brandName: injected?.brandName || 'Fanbase',
    ownerLinks: injected?.ownerLinks ?? {},
  };
}

export const appConfig: AppConfig = readAppConfig();
