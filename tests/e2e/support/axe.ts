// axe-core run inside a page (decision 126): its source is evaluated through the browser's
// debugging protocol, which the app's Content-Security-Policy does not govern, so no script tag
// or relaxed policy is needed. Answers what axe found, each with the elements it names.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** A selector and a short piece of HTML per failing element. */
  nodes: string[];
}

type AxeWindow = typeof globalThis & { axe?: typeof axe };

/**
 * What axe finds in the page as it is now: its violations, and what it could not decide
 * ("needs review", e.g. text whose background is a photo).
 */
export async function axeFindings(page: Page): Promise<{ violations: Finding[]; undecided: Finding[] }> {
  const loaded = await page.evaluate(() => (globalThis as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (globalThis as AxeWindow).axe!;
    const results = await engine.run(document, { resultTypes: ['violations', 'incomplete'] });
    const findings = (list: typeof results.violations) =>
      list.map((result) => ({
        rule: result.id,
        impact: result.impact ?? 'unknown',
        help: result.help,
        nodes: result.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
      }));
    return { violations: findings(results.violations), undecided: findings(results.incomplete) };
  });
}

const blocking = (finding: Finding) => finding.impact === 'critical' || finding.impact === 'serious';

/** The findings a member would be stopped by, axe's critical and serious ones, decided or not. */
export async function blockingFindings(page: Page): Promise<{ violations: Finding[]; undecided: Finding[] }> {
  const { violations, undecided } = await axeFindings(page);
  return { violations: violations.filter(blocking), undecided: undecided.filter(blocking) };
}
