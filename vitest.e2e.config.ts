import { defineConfig } from 'vitest/config';

// End-to-end suite: real Chromium, real server, real SMTP receiver. One file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/process-entries.global.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
