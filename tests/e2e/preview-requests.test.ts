import { describe, expect, it } from 'vitest';
import { appUnderTest } from './app-under-test';
import { DESKTOP, newVisitor, storeCompleteWill, signUpThroughApi } from './visitor';

const app = appUnderTest();

describe('the will preview loads in one round trip', () => {
  it('asks for everything it needs at once: no request waits for another to answer', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await signUpThroughApi(page, app.server.baseUrl);
    await storeCompleteWill(page, app.server.baseUrl);
    // A browser that has been signed in before (My Will was open), as a returning user's is.
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Will' }).waitFor();

    const calls: { path: string; start: number; end: number }[] = [];
    const started = new Map<object, number>();
    // Only the preview's requests: My Will's own (its tracker) may still be on its way when its heading shows, as on
    // a loaded machine it was.
    let previewAsked = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/will/preview') previewAsked = true;
      else if (previewAsked && new URL(request.url()).pathname.startsWith('/api/')) started.set(request, Date.now());
    });
    page.on('requestfinished', (request) => {
      const start = started.get(request);
      if (start !== undefined) calls.push({ path: new URL(request.url()).pathname, start, end: Date.now() });
    });
    await page.goto(`${app.server.baseUrl}/will/preview`);
    await page.getByRole('heading', { level: 1, name: /^Last Will of / }).waitFor();
    await page.waitForLoadState('networkidle');
    const paths = calls.map((call) => call.path).sort();
    expect(paths, `each thing is asked for once: ${JSON.stringify(calls.map((c) => [c.path, c.start - calls[0]!.start, c.end - calls[0]!.start]))}`).toEqual([...new Set(paths)]);
    expect(paths).toContain('/api/will/draft');
    const lastStart = Math.max(...calls.map((call) => call.start));
    const firstEnd = Math.min(...calls.map((call) => call.end));
    expect(lastStart, `requests in order: ${JSON.stringify(calls.map((c) => [c.path, c.start - calls[0]!.start, c.end - calls[0]!.start]))}`).toBeLessThanOrEqual(firstEnd);
    expect(problems).toEqual([]);
    await close();
  });
});
