/**
 * Out-of-order URLs: a step opened by its address before its prerequisites are passed leads to My Will,
 * which says which step to finish first (and no longer lands there silently).
 */
import { describe, expect, it } from 'vitest';
import { appUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, signUpThroughApi } from './visitor';

const app = appUnderTest();

describe('a step opened before its prerequisites', () => {
  it('lands on My Will with one line naming the steps to finish first', async () => {
    const visitor = await newVisitor(app.browser, DESKTOP);
    const { page } = visitor;
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signUpThroughApi(page, app.server.baseUrl);
    // A new account has passed nothing: the estate split waits for Financial (as the Estate card says).
    await page.goto(`${app.server.baseUrl}/will/estate/split`);
    await page.waitForURL(/\/will\/dashboard$/);
    const line = page.getByRole('status').filter({ hasText: 'To start Estate, finish' });
    await line.waitFor();
    expect(await line.textContent()).toBe('To start Estate, finish Financial first.');
    await checkAtBothWidths(page, 'out-of-order-step', 'My Will');
    // Opening My Will itself says nothing of the kind.
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Will' }).waitFor();
    expect(await page.getByText('To start Estate').count()).toBe(0);
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });
});
