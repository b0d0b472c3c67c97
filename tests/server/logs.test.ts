import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { storeCompleteWill } from './will-test-data';
import { completeWill } from '../../engine/will/fixtures/will-fixtures';
import { configureLogger, errorField, redactPath } from '../../server/logger';

/** Logs an operator can use: JSON lines with a request id, and nothing of the person or their will. */
let t: TestApp;
const lines: string[] = [];
const EMAIL = 'imogen.loggable@example.com';
const NAME = 'Imogen Loggable';

beforeAll(async () => {
  configureLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
  t = await createTestApp();
});
afterAll(async () => {
  configureLogger({});
  await t.close();
});

/** Every person's name in the fixture will, and what the journey typed. */
function personalStrings(): string[] {
  const will = completeWill();
  const people = [...Object.values(will.relations ?? {}), ...Object.values(will.children ?? {})].map((p) => p.fullName);
  return [EMAIL, NAME, will.userInfo!.fullName!, will.userInfo!.address!, ...people];
}

describe('the server log', () => {
  it('has a JSON line with a request id for every request, echoed in X-Request-Id, and no names, emails, will content or tokens', async () => {
    const { cookie } = await t.signUp(EMAIL, NAME);
    await storeCompleteWill(t, cookie);
    await t.request('/api/will', { cookie });
    const draft = await t.request('/api/will/draft.pdf', { cookie });
    expect(draft.status).toBe(200);
    // A password reset link's token reaches a log line only as [token].
    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: EMAIL, redirectTo: '/will/reset-password' } });
    const link = await vi.waitFor(() => t.linkTo(EMAIL, '/will/reset-password?token='));
    const token = new URL(link, 'http://localhost').searchParams.get('token')!;
    await t.request(link);
    await t.request(`/api/auth/reset-password/${token}?callbackURL=%2Fwill%2Freset-password`);
    const checked = await t.request('/api/will', { cookie, headers: { 'X-Request-Id': 'probe-42' } });
    expect(checked.headers.get('x-request-id')).toBe('probe-42');
    expect((await t.request('/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThan(6);
    for (const line of requests) expect(line).toMatchObject({ reqId: expect.any(String), method: expect.any(String), status: expect.any(Number) });
    expect(requests.find((line) => line.reqId === 'probe-42')).toMatchObject({ path: '/api/will', status: 200 });
    const everything = lines.join('\n');
    for (const text of personalStrings()) expect(everything, text).not.toContain(text);
    expect(token.length).toBeGreaterThan(19);
    expect(everything).not.toContain(token);
  });

  it('redacts emails and tokens from errors and paths, and keeps only an error’s name, code, message, stack and cause', () => {
    const error = Object.assign(new Error('550 mailbox unavailable for <jo.bloggs@example.com>'), { code: 'EENVELOPE', body: { fullName: 'Jo Bloggs' } });
    const field = errorField(new Error('send failed', { cause: error }));
    expect(JSON.stringify(field)).not.toContain('jo.bloggs@example.com');
    expect(JSON.stringify(field)).not.toContain('Jo Bloggs');
    expect(field).toMatchObject({ type: 'Error', message: 'send failed', cause: { code: 'EENVELOPE', message: '550 mailbox unavailable for <[email]>' } });
    expect(redactPath('/api/auth/reset-password/AbCdEfGhIjKlMnOpQrStUvWx?callbackURL=%2Fwill')).toBe('/api/auth/reset-password/[token]');
  });
});
