// Where the path records go from a test page in Chromium: files are written by the test runner
// (Node) on the page's behalf. Also takes the picture of the screen at each path step.
/// <reference types="@vitest/browser-playwright" />
import { commands, page, server } from 'vitest/browser';
import { inject } from 'vitest';

export const RAW_DIR = 'reports/paths/raw';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the path report: save a picture of the screen at each step. */
    reportScreenshots: boolean;
  }
}

export async function writeRawRecord(fileName: string, json: string): Promise<void> {
  await commands.writeFile(`${RAW_DIR}/${fileName}`, json);
}

/**
 * A JPEG of the page as the person sees it, saved only for the path report (pictures cost time);
 * returns where it lies from the report (reports/paths/).
 */
export async function captureScreen(machine: string, path: number, step: number): Promise<string | null> {
  if (!inject('reportScreenshots')) return null;
  const name = `screens/${machine}/${path}-${step}.jpg`;
  await page.screenshot({
    path: `${server.config.root}/reports/paths/${name}`,
    type: 'jpeg',
    quality: 60,
    animations: 'disabled',
    caret: 'hide',
    save: true,
  });
  return name;
}
