import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The rules the app's shell meets (one <main>, all content in landmarks): a story draws a screen without the shell,
 * so they are off for stories, and checked on the screens the e2e walks and the prerendered pages check.
 */
export const SHELL_RULES = ['landmark-one-main', 'region'];
/** With the shell's rules, the one a story of a widget (a part of a screen, with no heading) cannot meet. */
export const FRAGMENT_RULES = [...SHELL_RULES, 'page-has-heading-one'];

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and axe's best practices) on the page and returns its violations, one line
 * each, with the rules named in `off` turned off (SHELL_RULES for a story of a screen, FRAGMENT_RULES for a widget's).
 */
export async function axeViolations(page: Page, { off = [] as readonly string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it; once a document (a Storybook
  // page switches stories in one document, and axe's source is half a megabyte to send and parse).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (disabled) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
      }),
    [...off],
  );
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
