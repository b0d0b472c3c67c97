import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The account name passes the engine's person-name rule on sign-up and on every update. */
let t: TestApp;
const BAD_NAME = 'Enter your name (up to 200 characters).';
const BAD_CHARACTERS = 'Your name can only be one line, without < or > or hidden control or text-direction characters.';

const sessionName = async (cookie: string) =>
  ((await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { name: string } }).user.name;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badNames: [string, string, string][] = [
  ['a CR/LF header injection', 'Jo\r\nBcc: victim@example.com', BAD_CHARACTERS],
  ['angle brackets', '<a href="https://evil.example">Jo</a>', BAD_CHARACTERS],
  ['500 characters', 'J'.repeat(500), BAD_NAME],
  // Past any auth field's bound, or with a NUL, the body guard answers before the name rule.
  ['5,000 characters', 'J'.repeat(5000), 'A value in the request is too long.'],
  ['a blank name', '   ', BAD_NAME],
  ['a bidi override', 'Jo \u202eSmith', BAD_CHARACTERS],
  ['a bell control character', 'Jo\u0007', BAD_CHARACTERS],
  ['NUL', 'Jo\u0000', 'The request contains a null character (U+0000), which is not allowed.'],
];

describe('update-user', () => {
  it.each(badNames)('refuses %s with 400 and keeps the old name', async (_label, name, message) => {
    const { cookie } = await t.signUp(undefined, 'Jo Bloggs');
    const res = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await sessionName(cookie)).toBe('Jo Bloggs');
  });

  it('stores a good name, trimmed', async () => {
    const { cookie } = await t.signUp(undefined, 'Jo Bloggs');
    const res = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: "  Seán O'Brien " } });
    expect(res.status).toBe(200);
    expect(await sessionName(cookie)).toBe("Seán O'Brien");
  });
});

describe('sign-up', () => {
  it.each(badNames)('refuses %s with 400, creating no account', async (_label, name, message) => {
    const email = `n${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password: 'correct horse battery' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await t.db.selectFrom('user' as never).selectAll().where('email' as never, '=', email as never).execute()).toEqual([]);
  });

  it('stores the name trimmed', async () => {
    const { cookie } = await t.signUp(undefined, '  Jo Bloggs ');
    expect(await sessionName(cookie)).toBe('Jo Bloggs');
  });
});
