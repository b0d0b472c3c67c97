import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules about a whole page's structure, which a story of one widget (a part of a page) cannot meet. */
const PAGE_STRUCTURE_RULES = ['page-has-heading-one', 'landmark-one-main', 'region'];

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and axe's best practices) on the page and returns its violations, one line
 * each. With `fragment`, the page shows one part of a screen (a widget's story): the page-structure rules are off.
 */
export async function axeViolations(page: Page, { fragment = false } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (disabled) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
      }),
    fragment ? PAGE_STRUCTURE_RULES : [],
  );
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
