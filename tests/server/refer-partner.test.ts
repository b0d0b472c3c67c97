import { log } from '../../server/logger';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailError, type MailMessage, type MailTransport, type Mailer } from '../../server/services/mail/mailer';
import { createOutboxMailer } from '../../server/services/mail/outbox-mailer';
import { loadWill, saveWill } from '../../server/stores/will-store';
import { createTestApp, fixedClock, ORIGIN, type TestApp } from './test-app';
import { userIdOf } from './will-test-data';

// saveWill passes through to the real store; single tests make it lose a race with another tab.
vi.mock('../../server/stores/will-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/stores/will-store')>();
  return { ...real, saveWill: vi.fn(real.saveWill) };
});
const realStore = await vi.importActual<typeof import('../../server/stores/will-store')>('../../server/stores/will-store');

const clock = fixedClock;
const NAME = 'will.partnerReferred.name';
const EMAIL = 'will.partnerReferred.email';
const nameMessage = "Enter your partner's name";
const emailMissing = "Enter your partner's email address";
const nameCharacters = 'A name can only be one line, without < or > or hidden control or text-direction characters.';
const emailFormat = 'Enter an email address in the correct format, like name@example.com';

let t: TestApp;
let outboxDir: string;
let cookie: string;
let userId: string;
/** What the app's mailer does: deliver to the real outbox, fail like an SMTP outage, or throw like a bug. */
let mailMode: 'outbox' | 'fail' | 'bug';
let outbox: Mailer;
const sent: MailMessage[] = [];
const mail: MailTransport = {
  async send(message) {
    if (mailMode === 'fail') throw new MailError('SMTP server unreachable');
    if (mailMode === 'bug') throw new TypeError('a bug in a mail adapter');
    await outbox.send(message);
    sent.push(message);
  },
};

const refer = (body: unknown, session: string | null = cookie) =>
  t.request('/api/will/refer-partner', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(session ? { cookie: session } : {}),
  });

async function willState() {
  const res = await t.request('/api/will', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { will: Record<string, unknown>; people: unknown; revision: number };
}

const outboxRows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ mail, clock });
  outboxDir = join(t.dir, 'outbox');
  outbox = createOutboxMailer({ db: t.db, dir: outboxDir, from: 'Will Writer <no-reply@willwriter.example>', clock });
  const { cookie: session } = await t.signUp('jo@example.com', 'Jo Bloggs');
  cookie = session;
  userId = await userIdOf(t, cookie);
});

afterAll(() => t.close());

beforeEach(async () => {
  mailMode = 'outbox';
  sent.length = 0;
  await t.db.deleteFrom('mail_outbox').execute();
  await t.db.deleteFrom('refer_partner_send').execute();
  await t.db.deleteFrom('will_revision').execute();
  await t.db.deleteFrom('will').execute();
  rmSync(outboxDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(saveWill).mockReset().mockImplementation(realStore.saveWill);
});

describe('POST /api/will/refer-partner', () => {
  it('answers 401 when signed out, and sends nothing', async () => {
    const res = await refer({ name: 'Sam Smith', email: 'sam@example.com' }, null);
    expect(res.status).toBe(401);
    expect(sent).toEqual([]);
    expect(await outboxRows()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await refer('{"name": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe('bad_request');
    expect(sent).toEqual([]);
  });

  const nameLink = 'A name cannot contain a web address, an email address or a domain name.';
  const nameScript = "Write the name in the Latin, Greek or Cyrillic alphabet, as it appears on the person's passport or other identity document.";
  it.each([
    ['nothing', {}, { [NAME]: [nameMessage], [EMAIL]: [emailMissing] }],
    ['blank fields', { name: '   ', email: ' ' }, { [NAME]: [nameMessage], [EMAIL]: [emailMissing] }],
    ['no name', { email: 'sam@example.com' }, { [NAME]: [nameMessage] }],
    ['no email', { name: 'Sam' }, { [EMAIL]: [emailMissing] }],
    ['an email without @', { name: 'Sam', email: 'sam.example.com' }, { [EMAIL]: [emailFormat] }],
    ['an email without a dot in the domain', { name: 'Sam', email: 'sam@example' }, { [EMAIL]: [emailFormat] }],
    ['an email with a space', { name: 'Sam', email: 'sam smith@example.com' }, { [EMAIL]: [emailFormat] }],
    ['two addresses', { name: 'Sam', email: 'sam@example.com,eve@example.com' }, { [EMAIL]: [emailFormat] }],
    ['a name over 200 characters', { name: 'S'.repeat(201), email: 'sam@example.com' }, { [NAME]: [nameMessage] }],
    ['a name with a line break', { name: 'Sam\r\nBcc: eve@example.com', email: 'sam@example.com' }, { [NAME]: [nameCharacters] }],
    ['a name with markup', { name: '<a href="https://evil.example">Sam</a>', email: 'sam@example.com' }, { [NAME]: [nameCharacters] }],
    ['a name with a bidi override', { name: 'Sam \u202emoc.elpmaxe', email: 'sam@example.com' }, { [NAME]: [nameCharacters] }],
    ['a name with a link', { name: 'Imogen see https://evil.example/prize', email: 'sam@example.com' }, { [NAME]: [nameLink] }],
    ['a name with a domain', { name: 'Imogen evil.example', email: 'sam@example.com' }, { [NAME]: [nameLink] }],
    ['a name with an address', { name: 'Imogen write to prize@evil.example', email: 'sam@example.com' }, { [NAME]: [nameLink] }],
    ['a name the will fonts cannot print', { name: '王小明', email: 'sam@example.com' }, { [NAME]: [nameScript] }],
    ['an email over 254 characters', { name: 'Sam', email: `${'s'.repeat(64)}@${'e'.repeat(186)}.com` }, { [EMAIL]: [emailFormat] }],
    ['fields that are not strings', { name: 42, email: ['sam@example.com'] }, { [NAME]: [nameMessage], [EMAIL]: [emailMissing] }],
    ['a JSON array', [], { [NAME]: [nameMessage], [EMAIL]: [emailMissing] }],
    ['JSON null', null, { [NAME]: [nameMessage], [EMAIL]: [emailMissing] }],
  ])('answers 422 for %s, storing and sending nothing', async (_label, body, fields) => {
    const res = await refer(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ type: 'validation', message: 'Please check your answers', fields });
    expect(sent).toEqual([]);
    expect(await outboxRows()).toEqual([]);
    const state = await willState();
    expect(state.revision).toBe(0);
    expect(state.will.partnerReferred).toBeUndefined();
  });

  it('emails the partner, stores partnerReferred and answers SENT', async () => {
    const res = await refer({ name: '  Sam Smith ', email: ' sam@example.com ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'SENT' });

    const state = await willState();
    expect(state.will.partnerReferred).toEqual({ name: 'Sam Smith', email: 'sam@example.com' });
    expect(state.revision).toBe(1);

    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.to_address).toBe('sam@example.com');
    expect(row?.subject).toBe('You have been invited to write your will');
    expect(row?.body_text).toContain('Dear Sam Smith,');
    expect(row?.body_text).toMatch(new RegExp(`${ORIGIN}/will/start\\?ref=[A-Za-z0-9_-]{22}\n`));
    expect(row?.body_text).toContain('25%');
    expect(row?.body_html).toMatch(new RegExp(`<a href="${ORIGIN}/will/start\\?ref=[A-Za-z0-9_-]{22}">`));

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: sam@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: You have been invited to write your will\r$/m);
  });

  it('keeps the rest of the will, and the stored referral passes a later save of the whole will', async () => {
    await realStore.saveWill(t.db, t.deps.clock, userId, { schemaVersion: 2, charityInterestAnswered: true }, 0);
    const res = await refer({ name: "Seán O'Brien", email: "sean.o'brien+wills@mail.example.co.uk" });
    expect(res.status).toBe(200);
    const state = await willState();
    expect(state.revision).toBe(2);
    expect(state.will.charityInterestAnswered).toBe(true);
    expect(state.will.partnerReferred).toEqual({ name: "Seán O'Brien", email: "sean.o'brien+wills@mail.example.co.uk" });

    const save = await t.request('/api/will', { method: 'POST', cookie, json: { ...state.will, people: state.people, revision: state.revision } });
    expect(save.status).toBe(200);
  });

  it('sends again and keeps the latest partner when asked twice', async () => {
    expect((await refer({ name: 'Sam', email: 'sam@example.com' })).status).toBe(200);
    expect((await refer({ name: 'Alex', email: 'alex@example.com' })).status).toBe(200);
    expect((await outboxRows()).map((r) => r.to_address)).toEqual(['sam@example.com', 'alex@example.com']);
    expect((await willState()).will.partnerReferred).toEqual({ name: 'Alex', email: 'alex@example.com' });
  });

  it('answers 502 when the mail cannot be sent, storing nothing', async () => {
    mailMode = 'fail';
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const res = await refer({ name: 'Sam', email: 'sam@example.com' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ type: 'unavailable', message: "We couldn't send the email. Please try again later." });
    expect(warn).toHaveBeenCalledOnce();
    const state = await willState();
    expect(state.revision).toBe(0);
    expect(state.will.partnerReferred).toBeUndefined();
    expect(await outboxRows()).toEqual([]);
  });

  it('answers 502, never 500, when the mailer throws something unexpected', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    mailMode = 'bug';
    const res = await refer({ name: 'Sam', email: 'sam@example.com' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { type: string }).type).toBe('unavailable');
    // The failure itself, once (the request's own 502 line is logged at error too).
    expect(error.mock.calls.filter(([, message]) => message === 'refer-partner email failed unexpectedly')).toHaveLength(1);
    expect((await willState()).revision).toBe(0);
  });

  it('retries once when another tab saved between load and save', async () => {
    await realStore.saveWill(t.db, t.deps.clock, userId, { schemaVersion: 2 }, 0);
    vi.mocked(saveWill).mockImplementationOnce(async (...args) => {
      // The other tab saves first, so this save's revision is stale.
      await realStore.saveWill(t.db, t.deps.clock, userId, { schemaVersion: 2, charityInterestAnswered: true }, 1);
      return realStore.saveWill(...args);
    });
    const res = await refer({ name: 'Sam', email: 'sam@example.com' });
    expect(res.status).toBe(200);
    const stored = await loadWill(t.db, userId);
    expect(stored.revision).toBe(3);
    expect(stored.will).toEqual({ schemaVersion: 2, charityInterestAnswered: true, partnerReferred: { name: 'Sam', email: 'sam@example.com' } });
  });

  it('still answers SENT, and logs, when the will keeps changing underneath', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    let other = 0;
    vi.mocked(saveWill).mockImplementation(async (...args) => {
      const current = await loadWill(t.db, userId);
      await realStore.saveWill(t.db, t.deps.clock, userId, { schemaVersion: 2, charityInterestAnswered: other++ % 2 === 0 }, current.revision);
      return realStore.saveWill(...args);
    });
    const res = await refer({ name: 'Sam', email: 'sam@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'SENT' });
    expect(sent).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect((await loadWill(t.db, userId)).will.partnerReferred).toBeUndefined();
  });
});
