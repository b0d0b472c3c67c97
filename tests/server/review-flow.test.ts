/**
 * The legal team's round trip over HTTP: a paid will is asked for changes (email, dashboard note), fixed
 * and resubmitted, compared with what the reviewer saw, delivered as a final PDF (stored, downloadable by its owner
 * only, emailed as an attachment), with every decision logged; stale versions get 409 and bad input 422.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, ORIGIN, type TestApp } from './test-app';
import { userWithWill, validPayload } from './will-test-data';
import { attachmentOf, deliver, detailOf, paidWriter, pdfText, requestChanges, signedInReviewer } from './review-helpers';
import { FRIEND, PARTNER } from '../../engine/will/fixtures/will-fixtures';

let t: TestApp;
let reviewer: { cookie: string; email: string };
let writer: Awaited<ReturnType<typeof paidWriter>>;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInReviewer(t);
  writer = await paidWriter(t);
});
afterAll(async () => {
  await t.close();
});

const mailWithSubject = (subject: string) => t.db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).orderBy('id').execute();
const reviewNote = async (cookie: string) => (await (await t.request('/api/will/review-note', { cookie })).json()).note;
const submissionOf = async (cookie: string) => (await (await t.request('/api/will', { cookie })).json()).submission;

/** Saves the writer's will with other executors (the partner and the friend, instead of the partner and the adult child). */
async function changeExecutors(cookie: string) {
  const current = await (await t.request('/api/will', { cookie })).json();
  const body = { ...validPayload(current.revision), executors: [{ type: 'person', uuid: PARTNER }, { type: 'person', uuid: FRIEND }] };
  expect((await t.request('/api/will', { method: 'POST', cookie, json: body })).status).toBe(200);
}

describe('the review round trip', () => {
  it('shows a new paid submission with its answers, drafted clauses, history and an empty log', async () => {
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail).toMatchObject({ id: writer.id, state: 'NEW', name: 'Test User', revision: 1, printing: false, urgent_due_date: null, overdue: false });
    const answers = detail.answers as { step: string; rows: { label: string; value: string }[] }[];
    expect(answers.find((s) => s.step === 'executors')!.rows).toContainEqual({ key: 'executors', label: 'Executors', value: 'John Smith, Ben Smith' });
    const draft = detail.draft as { clauses: { kind: string; heading: string }[] };
    expect(draft.clauses.map((c) => c.kind)).toContain('executors');
    expect(detail.history).toEqual({ total: 1, revisions: [{ revision: 1, created_at: fixedClock.now().toISOString() }] });
    expect(detail.changes).toEqual({ since: null, sections: [] });
    expect(detail.audit).toEqual([]);
    expect(await reviewNote(writer.cookie)).toBeNull();
  });

  it('refuses bad requests for changes with 422 and the fields, changing nothing', async () => {
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    const cases: [unknown, string[]][] = [
      [{ step: 'nowhere', message: 'Fix it', version }, ['step']],
      [{ step: 'executors', message: '   ', version }, ['message']],
      [{ step: 'executors', message: 'x'.repeat(2001), version }, ['message']],
      [{ step: 'executors', message: 'Fix it' }, ['version']],
      [[], ['message', 'step', 'version']],
    ];
    for (const [body, fields] of cases) {
      const response = await requestChanges(t, reviewer.cookie, writer.id, body);
      expect(response.status).toBe(422);
      const answer = await response.json();
      expect(answer.type).toBe('validation');
      expect(Object.keys(answer.fields).sort()).toEqual(fields);
    }
    const badDelivery = await deliver(t, reviewer.cookie, writer.id, { version: 7 });
    expect(badDelivery.status).toBe(422);
    const badDeliveryAnswer = await badDelivery.json();
    expect(badDeliveryAnswer.type).toBe('validation');
    expect(Object.keys(badDeliveryAnswer.fields)).toEqual(['version']);
    expect((await detailOf(t, reviewer.cookie, writer.id)).version).toBe(version);
  });

  it('refuses a request for changes on a version loaded before the user saved, while the submission is still NEW (409)', async () => {
    const saver = await paidWriter(t);
    const { version } = await detailOf(t, reviewer.cookie, saver.id);
    const current = await (await t.request('/api/will', { cookie: saver.cookie })).json();
    expect((await t.request('/api/will', { method: 'POST', cookie: saver.cookie, json: validPayload(current.revision) })).status).toBe(200);
    const before = await t.db.selectFrom('submission').selectAll().where('user_id', '=', saver.userId).executeTakeFirstOrThrow();
    expect(before.state).toBe('NEW');
    const stale = await requestChanges(t, reviewer.cookie, saver.id, { step: 'executors', message: 'Please name a second executor.', version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ type: 'conflict', state: 'NEW' });
    expect(await t.db.selectFrom('submission').selectAll().where('user_id', '=', saver.userId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await detailOf(t, reviewer.cookie, saver.id)).audit).toEqual([]);
  });

  it('tells a reviewer deciding on a submission refunded since they loaded it that it was refunded (409)', async () => {
    const refunded = await paidWriter(t);
    const { version } = await detailOf(t, reviewer.cookie, refunded.id);
    expect((await t.request('/api/checkout/refund', { method: 'POST', cookie: refunded.cookie })).status).toBe(200);
    const expected = { type: 'conflict', state: 'CANCELLED', message: "This submission was refunded, so there is nothing left to decide: the user's payment was returned and the review cancelled." };
    const asked = await requestChanges(t, reviewer.cookie, refunded.id, { step: 'executors', message: 'Please name a second executor.', version });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject(expected);
    const delivered = await deliver(t, reviewer.cookie, refunded.id, { version });
    expect(delivered.status).toBe(409);
    expect(await delivered.json()).toMatchObject(expected);
  });

  it('asks for changes: NEEDS_USER_ATTENTION, an email with the step link, the note on the dashboard, a log entry', async () => {
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    const message = 'Please appoint a second executor who is not a beneficiary, such as Sam Jones.';
    const response = await requestChanges(t, reviewer.cookie, writer.id, { step: 'executors', message, version });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 'NEEDS_USER_ATTENTION', emailed: true });
    expect((await submissionOf(writer.cookie)).state).toBe('NEEDS_USER_ATTENTION');
    expect(await reviewNote(writer.cookie)).toEqual({ step: 'executors', title: 'Executors', route: '/will/executors', message });
    const [email] = await mailWithSubject('Your will needs some changes');
    expect(email!.to_address).toBe(writer.email);
    expect(email!.body_text).toContain(message);
    expect(email!.body_text).toContain(`${ORIGIN}/will/executors`);
    expect(email!.body_text).toContain('the Executors step');
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail.audit).toEqual([
      { action: 'needs_attention', step: 'executors', message, reviewer_email: reviewer.email, revision: 1, created_at: fixedClock.now().toISOString() },
    ]);
  });

  it('refuses a second decision on the version loaded before the first (409), and delivery while waiting for the user', async () => {
    const stale = await requestChanges(t, reviewer.cookie, writer.id, { step: 'estate', message: 'Also this', version: 'NEW.old.1.0' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ type: 'conflict', state: 'NEEDS_USER_ATTENTION' });
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    const waiting = await deliver(t, reviewer.cookie, writer.id, { version });
    expect(waiting.status).toBe(409);
    expect(await t.db.selectFrom('will_document').selectAll().execute()).toEqual([]);
  });

  it('after the user fixes the step and resubmits, the submission is NEW again and shows what changed', async () => {
    await changeExecutors(writer.cookie);
    expect((await t.request('/api/will/resubmit', { method: 'POST', cookie: writer.cookie })).status).toBe(200);
    expect(await reviewNote(writer.cookie)).toBeNull();
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail.state).toBe('NEW');
    expect(detail.changes).toEqual({
      since: { action: 'needs_attention', created_at: fixedClock.now().toISOString(), revision: 1 },
      sections: [{ step: 'executors', title: 'Executors', changes: [{ kind: 'changed', label: 'Executors', from: 'John Smith, Ben Smith', to: 'John Smith, Sam Jones' }] }],
    });
    expect((detail.history as { total: number }).total).toBe(2);
  });

  it('refuses delivery on a version loaded before the user’s latest save (409)', async () => {
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    await changeExecutors(writer.cookie);
    const response = await deliver(t, reviewer.cookie, writer.id, { version });
    expect(response.status).toBe(409);
    expect((await detailOf(t, reviewer.cookie, writer.id)).state).toBe('NEW');
  });

  it('delivers: final PDF stored, print_url set, DELIVERED, emailed with the PDF attached, logged', async () => {
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    const response = await deliver(t, reviewer.cookie, writer.id, { version });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 'DELIVERED', print_url: '/api/will/document.pdf', emailed: true });
    expect(await submissionOf(writer.cookie)).toMatchObject({ state: 'DELIVERED', print_url: '/api/will/document.pdf' });

    const download = await t.request('/api/will/document.pdf', { cookie: writer.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await download.arrayBuffer());
    const text = pdfText(pdf);
    expect(text).not.toMatch(/DRAFT/i);
    expect(text).not.toContain('This is a draft for checking');
    expect(text).toContain('Last Will of Jane Smith');
    // The signing guide and the letter of wishes are documents of their own, never pages of the will.
    expect(text).not.toContain('How to sign your will');
    expect(text).not.toContain('For a holiday');
    const guide = await t.request('/api/will/document-signing-guide.pdf', { cookie: writer.cookie });
    expect(guide.status).toBe(200);
    const guidePdf = new Uint8Array(await guide.arrayBuffer());
    const guideText = pdfText(guidePdf);
    expect(guideText).toContain('How to sign your will');
    expect(guideText).toMatch(/two\s+independent\s+adults/);
    expect(guideText).toMatch(/husband, wife or\s+civil partner/);
    expect(guideText).not.toMatch(/DRAFT/i);
    const letter = await t.request('/api/will/document-letter-of-wishes.pdf', { cookie: writer.cookie });
    expect(letter.status).toBe(200);
    const letterPdf = new Uint8Array(await letter.arrayBuffer());
    expect(pdfText(letterPdf)).toContain('For a holiday');

    const [delivered] = await mailWithSubject('Your will is ready to sign');
    expect(delivered!.to_address).toBe(writer.email);
    expect(delivered!.body_text).toContain('two independent adult witnesses, present together');
    const eml = readdirSync(join(t.dir, 'outbox')).find((f) => f.endsWith(`-${String(delivered!.id).padStart(6, '0')}.eml`))!;
    const raw = readFileSync(join(t.dir, 'outbox', eml), 'utf8');
    expect(raw).toMatch(/filename="?will\.pdf"?/);
    expect(raw).toMatch(/filename="?signing-guide\.pdf"?/);
    expect(raw).toMatch(/filename="?letter-of-wishes\.pdf"?/);
    expect(raw).toMatch(/filename="?record-of-instructions\.pdf"?/);
    expect(raw.match(/Content-Type: application\/pdf/gi)).toHaveLength(4);
    expect(Buffer.compare(attachmentOf(raw, 'application/pdf'), Buffer.from(pdf))).toBe(0);
    expect(delivered!.body_text).toContain('Your letter of wishes is attached too.');

    const audit = (await detailOf(t, reviewer.cookie, writer.id)).audit as { action: string; revision: number }[];
    expect(audit.map((a) => [a.action, a.revision])).toEqual([['delivered', 3], ['needs_attention', 1]]);
  });

  it('refuses to deliver twice', async () => {
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    expect((await deliver(t, reviewer.cookie, writer.id, { version })).status).toBe(409);
  });
});

describe('the delivered will download', () => {
  it('is 404 before delivery, and never another user’s', async () => {
    const other = await userWithWill(t);
    for (const path of ['/api/will/document.pdf', '/api/will/document-signing-guide.pdf', '/api/will/document-letter-of-wishes.pdf']) {
      expect((await t.request(path, { cookie: other.cookie })).status).toBe(404);
      expect((await t.request(path)).status).toBe(401);
    }
  });
});

describe('two reviewers at once', () => {
  it('only one of two deliveries on the same version succeeds', async () => {
    const second = await signedInReviewer(t);
    const target = await paidWriter(t);
    const { version } = await detailOf(t, reviewer.cookie, target.id);
    const answers = await Promise.all([deliver(t, reviewer.cookie, target.id, { version }), deliver(t, second.cookie, target.id, { version })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const delivered = await t.db.selectFrom('review_audit').selectAll().where('user_id', '=', target.userId).where('action', '=', 'delivered').execute();
    expect(delivered).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, even by a direct query', async () => {
    const count = async () => (await t.db.selectFrom('review_audit').selectAll().execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(sql`update review_audit set message = 'edited'`.execute(t.db)).rejects.toThrow(/insert-only/);
    await expect(sql`delete from review_audit`.execute(t.db)).rejects.toThrow(/insert-only/);
    expect(await count()).toBe(before);
  });
});

describe('unknown submissions', () => {
  it('answer 404 for an id naming no submission or no user', async () => {
    const unsubmitted = await userWithWill(t);
    const { createHashids } = await import('../../server/auth/hashid');
    const id = createHashids(t.deps.config.hashidSalt).encode(unsubmitted.userId);
    for (const bad of [id, 'not-a-hashid']) {
      expect((await t.request(`/api/review/submissions/${bad}`, { cookie: reviewer.cookie })).status).toBe(404);
      expect((await deliver(t, reviewer.cookie, bad, { version: 'x' })).status).toBe(404);
    }
  });
});
