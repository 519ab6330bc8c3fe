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

// The body fills the viewport so a picture of it shows dialogs laid over the whole page.
document.body.style.minHeight = '100vh';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
