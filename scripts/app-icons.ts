// Vite plugin: draws the installable app's icons (contract/installable-app.ts) from the logo with
// sharp when building, so the PNGs never drift from public/logo.svg. The maskable one fills its
// square with the theme colour and keeps the logo inside the central safe circle.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APP_ICONS, THEME_COLOR, type AppIcon } from '../contract/installable-app.ts';

/** The safe circle of a maskable icon is 80% of its side; the logo's square fits inside it at 60%. */
const MASKABLE_LOGO_SHARE = 0.6;

async function drawIcon(logo: Buffer, icon: AppIcon): Promise<Buffer> {
  if (icon.purpose === 'any') return sharp(logo, { density: 600 }).resize(icon.size, icon.size).png().toBuffer();
  const logoSize = Math.round(icon.size * MASKABLE_LOGO_SHARE);
  const inner = await sharp(logo, { density: 600 }).resize(logoSize, logoSize).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function appIcons(): Plugin {
  let root = process.cwd();
  return {
    name: 'app-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const logo = await fs.readFile(path.join(root, 'public', 'logo.svg'));
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: await drawIcon(logo, icon) });
      }
    },
  };
}
