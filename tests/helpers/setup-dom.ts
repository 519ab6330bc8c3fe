import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installViewport, resetViewport } from './viewport.ts';

// Two cores run many suites at once: give screens time to settle before a query gives up.
configure({ asyncUtilTimeout: 5000 });
installViewport();

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetViewport();
});
