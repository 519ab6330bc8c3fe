// The test page's width in Chromium (screens project): the app's breakpoints are real media
// queries there, so a screen shows the bell or the bottom bar as a member at that width sees it.
/// <reference types="@vitest/browser-playwright" />
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { page, server } from 'vitest/browser';

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;

/** Resizes the test page (its height stays the configured one); media queries report it by the next frame. */
export async function showAtWidth(width: number): Promise<void> {
  await page.viewport(width, server.config.browser.viewport.height);
  await waitFor(() => expect(window.innerWidth).toBe(width));
  await new Promise((frame) => requestAnimationFrame(frame));
}

/** Back to the configured width, so the next suite's pictures are taken as configured. */
export function showAtConfiguredWidth(): Promise<void> {
  return showAtWidth(server.config.browser.viewport.width);
}
