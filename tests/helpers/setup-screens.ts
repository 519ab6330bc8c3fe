// Setup of the screens project: real screens in Chromium, styled as the app styles them.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { keepToastsOpen } from '../../src/app/notify.ts';
import '../../src/index.css';

// Two cores run the browser beside other suites: give screens time to settle before a query gives up.
configure({ asyncUtilTimeout: 5000 });

// A path with pictures of every step takes seconds; a toast must not close on its own meanwhile.
keepToastsOpen();

// The app loads the toast library after its first screen (decision 051); a test file has no first
// screen to wait for, so its first toast would wait on loading the library, which took longer
// than a query waits once, on a slow machine running every suite at once.
await import('../../src/app/toast-library.ts');

// The body fills the viewport so a picture of it shows dialogs laid over the whole page.
document.body.style.minHeight = '100vh';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
