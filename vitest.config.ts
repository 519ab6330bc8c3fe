import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';

// Every view path suite (the path report shows each machine's screens, which only a browser
// draws) and the suites whose screens need a real browser (FilePond, Swiper and react-easy-crop
// lay out, decode and draw): they run in Chromium, the other view suites in jsdom.
const SCREEN_SUITES = [
  'account',
  'album-detail',
  'album-edit',
  'album-lifecycle',
  'app-status',
  'avatar-crop',
  'avatar-crop-frame',
  'change-password',
  'comment-target',
  'create-album-modal',
  'device-push',
  'emergency',
  'emergency-notice',
  'feed',
  'find-user',
  'forgot-password',
  'like-toggle',
  'likers',
  'live-stream',
  'login',
  'mailed-password-notice',
  'member-safety',
  'member-shell',
  'moderation-action',
  'moderation-queue',
  'notifications',
  'opened-post',
  'otp-verification',
  'post-dialogs',
  'presence',
  'profile',
  'profile-edit',
  'register',
  'report-dialog',
  'reset-confirm',
  'safety-lists',
  'search',
  'session',
  'thread-compose',
  'thread-edit',
  'upload-photo',
  'upload-queue',
  'user-threads',
  'toasts-kept-open',
].map((name) => `tests/views/${name}.test.tsx`);

// Unit, view and server suites; the end-to-end suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores, not Vitest's default of one fewer: most suites spend their time waiting for a
    // browser, a server process or a database, and one worker leaves the second core idle.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // Pure machines and their path runs share nothing between files that a fresh module
          // graph per file would protect; importing XState and the models once per worker instead
          // of once per file takes the project from about 50 s to about 6 s.
          isolate: false,
          // The app's flows, which request checks run the app's own actors from: loaded before the
          // first test rather than inside it, where a few seconds on busy cores would count
          // against one path's time.
          setupFiles: ['tests/helpers/model/app-calls.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          exclude: SCREEN_SUITES,
          environment: 'jsdom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        extends: true,
        plugins: [tailwindcss()],
        // Bundled before the first suite: one found part-way through makes Vite reload the
        // browser's test pages, and a page that reloads mid-suite never reports ready.
        optimizeDeps: { include: ['filepond'] },
        resolve: {
          // Records and pictures leave the page through the test runner.
          alias: [
            {
              find: /^\.\/path-output\.ts$/,
              replacement: fileURLToPath(new URL('tests/helpers/model/path-output.browser.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'screens',
          include: SCREEN_SUITES,
          setupFiles: ['tests/helpers/setup-screens.ts'],
          provide: { reportScreenshots: process.env.REPORT_SCREENSHOTS === '1' },
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium (or CHROMIUM_PATH): the project never downloads a browser of its own.
            provider: playwright({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 640, height: 800 },
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/process-entries.global.ts'],
          testTimeout: 20000,
          // A server's start (migrations, a fresh PostgreSQL database) and close (dropping it) take
          // longer than the default 10 s on two busy cores; a close that truly hangs still fails.
          hookTimeout: 30000,
        },
      },
    ],
  },
});
