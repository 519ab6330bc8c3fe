// The web app manifest of contract §18, made from the brand settings so one build installs as
// any community's app.
import {
  APP_ICONS,
  BACKGROUND_COLOR,
  START_PATH,
  THEME_COLOR,
} from '../../contract/installable-app.ts';
import type { Config } from '../config.ts';

/** Home screens cut longer names; a longer brand keeps its first word, cut to this. */
const SHORT_NAME_MAX = 12;

function shortNameOf(brandName: string): string {
  if (brandName.length <= SHORT_NAME_MAX) return brandName;
  return brandName.split(/\s+/)[0].slice(0, SHORT_NAME_MAX);
}

export function webManifest(config: Pick<Config, 'brandName'>) {
  return {
    id: START_PATH,
    name: config.brandName,
    short_name: shortNameOf(config.brandName),
    lang: 'id',
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
