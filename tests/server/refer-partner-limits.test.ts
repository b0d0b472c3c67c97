import { log } from '../../server/logger';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { ReferPartnerLimits } from '../../server/config';
import { MailError, type MailMessage, type MailTransport } from '../../server/services/mail/mailer';
import { createTestApp, ORIGIN, type TestApp } from './test-app';

/** The daily caps of POST /api/will/refer-partner, counted in the database. */
let t: TestApp;
let now: Date;
let failing: boolean;
const sent: MailMessage[] = [];
const mail: MailTransport = {
  async send(message) {
    if (failing) throw new MailError('SMTP server unreachable');
    sent.push(message);
  },
};

const USER_CAP = 'You have sent several invitations recently. Please try again later.';
const RECIPIENT_CAP = 'This email address has already been sent an invitation today. Please try again tomorrow.';
const SERVICE_CAP = "We can't send any more invitations today. Please try again tomorrow.";

/** An app process over the test database with these caps; several such apps share the one database. */
const appWith = (limits: Partial<ReferPartnerLimits>) =>
  createApp({ ...t.deps, mail: { ...t.deps.mail, send: mail.send }, config: { ...t.deps.config, referPartnerLimits: { perUser: 100, perRecipient: 100, perService: 1000, ...limits } } });

const refer = async (app: ReturnType<typeof createApp>, cookie: string, body: unknown) => {
  const res = await app.request(`${ORIGIN}/api/will/refer-partner`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
};

const user = async () => (await t.signUp()).cookie;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  failing = false;
  sent.length = 0;
  await t.db.deleteFrom('refer_partner_send').execute();
});

it('caps sends per user per day with 429, sending nothing more; another user may still send', async () => {
  const app = appWith({ perUser: 3 });
  const alice = await user();
  for (let i = 0; i < 3; i++) expect((await refer(app, alice, { name: 'Sam', email: `p${i}@example.com` })).status).toBe(200);
  expect(await refer(app, alice, { name: 'Sam', email: 'p3@example.com' })).toEqual({ status: 429, body: { type: 'rate_limited', message: USER_CAP } });
  expect(sent.map((m) => m.to)).toEqual(['p0@example.com', 'p1@example.com', 'p2@example.com']);
  expect((await refer(app, await user(), { name: 'Sam', email: 'p3@example.com' })).status).toBe(200);
});

it('allows the user again once a day has passed since the oldest send', async () => {
  const app = appWith({ perUser: 1 });
  const alice = await user();
  expect((await refer(app, alice, { name: 'Sam', email: 'sam@example.com' })).status).toBe(200);
  now = new Date('2026-11-23T09:59:59Z');
  expect((await refer(app, alice, { name: 'Sam', email: 'sam@example.com' })).status).toBe(429);
  now = new Date('2026-11-23T10:00:01Z');
  expect((await refer(app, alice, { name: 'Sam', email: 'sam@example.com' })).status).toBe(200);
});

it('counts only accepted sends: refusals by validation or by the mailer leave the budget whole', async () => {
  const app = appWith({ perUser: 2 });
  const alice = await user();
  for (let i = 0; i < 3; i++) expect((await refer(app, alice, { name: 'Sam\n', email: 'not an address' })).status).toBe(422);
  failing = true;
  vi.spyOn(log, 'warn').mockImplementation(() => undefined);
  for (let i = 0; i < 3; i++) expect((await refer(app, alice, { name: 'Sam', email: 'sam@example.com' })).status).toBe(502);
  failing = false;
  expect((await refer(app, alice, { name: 'Sam', email: 'sam@example.com' })).status).toBe(200);
  expect((await refer(app, alice, { name: 'Sam', email: 'alex@example.com' })).status).toBe(200);
  expect((await refer(app, alice, { name: 'Sam', email: 'kim@example.com' })).status).toBe(429);
  expect(await t.db.selectFrom('refer_partner_send').select('recipient').orderBy('sent_at').execute()).toHaveLength(2);
});

it('caps sends to one recipient address per day, whoever sends them and however the address is cased', async () => {
  const app = appWith({ perRecipient: 2 });
  expect((await refer(app, await user(), { name: 'Sam', email: 'sam@example.com' })).status).toBe(200);
  expect((await refer(app, await user(), { name: 'Sam', email: 'SAM@Example.com' })).status).toBe(200);
  expect(await refer(app, await user(), { name: 'Sam', email: 'Sam@example.COM' })).toEqual({ status: 429, body: { type: 'rate_limited', message: RECIPIENT_CAP } });
  expect(sent).toHaveLength(2);
});

it('caps sends across the whole service per day', async () => {
  const app = appWith({ perService: 2 });
  expect((await refer(app, await user(), { name: 'Sam', email: 'a@example.com' })).status).toBe(200);
  expect((await refer(app, await user(), { name: 'Sam', email: 'b@example.com' })).status).toBe(200);
  expect(await refer(app, await user(), { name: 'Sam', email: 'c@example.com' })).toEqual({ status: 429, body: { type: 'rate_limited', message: SERVICE_CAP } });
});

it('shares the counts between app processes over one database', async () => {
  const alice = await user();
  const first = appWith({ perUser: 2 });
  const second = appWith({ perUser: 2 });
  expect((await refer(first, alice, { name: 'Sam', email: 'a@example.com' })).status).toBe(200);
  expect((await refer(second, alice, { name: 'Sam', email: 'b@example.com' })).status).toBe(200);
  expect((await refer(first, alice, { name: 'Sam', email: 'c@example.com' })).status).toBe(429);
  expect((await refer(second, alice, { name: 'Sam', email: 'c@example.com' })).status).toBe(429);
});

it('never lets simultaneous sends past the cap', async () => {
  const app = appWith({ perUser: 3 });
  const alice = await user();
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => refer(app, alice, { name: 'Sam', email: `p${i}@example.com` })));
  expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(3);
  expect(sent.length).toBeLessThanOrEqual(3);
});
