import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, ORIGIN, type TestApp } from './test-app';

const KINDS_MISSING = 'Choose which kind of LPA you would like to hear about';
const PHONE_FORMAT = 'Enter a phone number, like 01632 960 001 or 07700 900 982';

/** The test app with the page configuration's lpa_register_interest_enabled as given. */
async function appWithFlag(enabled: boolean): Promise<TestApp> {
  // readConfig keeps its generated secrets in the data folder: a folder of its own, removed with the app.
  const configDir = mkdtempSync(join(tmpdir(), 'lpa-config-'));
  const t = await createTestApp({ config: readConfig({ DATA_DIR: configDir, BASE_URL: ORIGIN, LPA_REGISTER_INTEREST_ENABLED: String(enabled) }) });
  return { ...t, close: async () => (await t.close(), rmSync(configDir, { recursive: true, force: true })) };
}

describe('/api/lpa-interest with lpa_register_interest_enabled on', () => {
  let t: TestApp;
  let cookie: string;
  const register = (body: unknown, session: string | null = cookie) =>
    t.request('/api/lpa-interest', { method: 'POST', json: body, ...(session ? { cookie: session } : {}) });
  const stored = async (session = cookie) => ((await (await t.request('/api/lpa-interest', { cookie: session })).json()) as { lpa_interest: unknown }).lpa_interest;
  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().where('subject', '=', 'Your interest in a lasting power of attorney').orderBy('id').execute();

  beforeAll(async () => {
    t = await appWithFlag(true);
    ({ cookie } = await t.signUp('jo@example.com', 'Jo Bloggs'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('lpa_interest').execute();
    await t.db.deleteFrom('mail_outbox').execute();
  });

  it('needs a session', async () => {
    expect((await register({ kinds: 'both' }, null)).status).toBe(401);
    expect((await t.request('/api/lpa-interest')).status).toBe(401);
    expect(await t.db.selectFrom('lpa_interest').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['nothing', {}, { kinds: [KINDS_MISSING] }],
    ['an unknown kind', { kinds: 'pets' }, { kinds: [KINDS_MISSING] }],
    ['a phone number with letters', { kinds: 'both', phone: 'call me maybe' }, { phone: [PHONE_FORMAT] }],
    ['a phone number that is not text', { kinds: 'both', phone: 7700900982 }, { phone: [PHONE_FORMAT] }],
    ['an unknown best time', { kinds: 'both', bestTime: 'midnight' }, { bestTime: ['This answer is not valid'] }],
    ['a JSON array', [], { kinds: [KINDS_MISSING] }],
  ])('answers 422 for %s, storing and sending nothing', async (_label, body, fields) => {
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ type: 'validation', message: 'Please check your answers', fields });
    expect(await stored()).toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it('records the interest, emails a confirmation, and replaces it when answered again', async () => {
    const res = await register({ kinds: 'healthAndWelfare', phone: ' 07700 900982 ', bestTime: 'morning' });
    expect(res.status).toBe(200);
    const first = { kinds: 'healthAndWelfare', phone: '07700 900982', bestTime: 'morning' };
    expect(await res.json()).toEqual({ lpa_interest: first });
    expect(await stored()).toEqual(first);
    const [mail] = await outbox();
    expect(mail?.to_address).toBe('jo@example.com');
    expect(mail?.body_text).toContain('Hello Jo Bloggs');
    expect(mail?.body_text).toContain('You chose: Health and welfare.');
    expect(mail?.body_text).toContain("We'll call you on 07700 900982. Best time: Morning (9am to 12pm).");
    expect(mail?.body_text).toContain('Office of the Public Guardian');

    expect((await register({ kinds: 'both', phone: '' })).status).toBe(200);
    expect(await stored()).toEqual({ kinds: 'both', phone: null, bestTime: null });
    expect(await t.db.selectFrom('lpa_interest').selectAll().execute()).toHaveLength(1);
    expect((await outbox()).at(-1)?.body_text).toContain("You chose: Both kinds.\n\nWe'll email you at this address.");
  });

  it("keeps each user's answers to themselves", async () => {
    await register({ kinds: 'propertyAndFinancialAffairs' });
    const other = await t.signUp();
    expect(await stored(other.cookie)).toBeNull();
    expect(await stored()).toEqual({ kinds: 'propertyAndFinancialAffairs', phone: null, bestTime: null });
  });
});

describe('/api/lpa-interest with lpa_register_interest_enabled off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithFlag(false);
  });
  afterAll(() => t.close());

  it('answers 404 and stores and sends nothing', async () => {
    const { cookie } = await t.signUp();
    const post = await t.request('/api/lpa-interest', { method: 'POST', json: { kinds: 'both' }, cookie });
    expect(post.status).toBe(404);
    expect((await t.request('/api/lpa-interest', { cookie })).status).toBe(404);
    expect(await t.db.selectFrom('lpa_interest').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').selectAll().where('subject', 'like', '%lasting power%').execute()).toEqual([]);
  });
});
