import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appIcons } from './scripts/app-icons.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { serviceWorker } from './scripts/service-worker-build.ts';
import { renderIndexHtml } from './server/app-config.ts';
import { loadConfig } from './server/config.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // In development the brand and owner links come from the same environment as the server;
    // a production build keeps the placeholder for the server to fill at request time.
    { name: 'app-config', apply: 'serve', transformIndexHtml: (html) => renderIndexHtml(html, loadConfig()) },
    appIcons(),
    // After the icons, which it counts among the shell's files.
    serviceWorker(),
    precompressAssets(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/manifest.webmanifest': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Rolldown's note that plugins took most of the build time is yellow and reads like an error
    // on a first `npm start`; the build's time is measured by the bench instead.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
