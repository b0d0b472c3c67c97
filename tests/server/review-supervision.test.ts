/**
 * Supervision and the file: a reviewer's delivery of a risk-marked will (or one in the sample) is held for a
 * supervisor, who approves (delivered) or sends it back with a note; the log says who prepared and who approved.
 * File notes are insert-only and the legal team's alone; the capacity flags and their decisions.
 */
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, signedInReviewer, type Detail } from './review-helpers';
import { teamTables } from '../../server/stores/review-team-tables';
import { riskMarkers } from '../../engine/review/risk-markers';
import { YOUNG_CHILD } from '../../engine/will/fixtures/will-fixtures';
import type { Will } from '../../engine/will/will';

let t: TestApp;
let reviewer: { cookie: string; email: string };
let supervisor: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInReviewer(t, undefined, { level: 'reviewer' });
  supervisor = await signedInReviewer(t, undefined, { level: 'supervisor' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, path: string, json: unknown) => t.request(path, { method: 'POST', cookie, json });
const delivered = (userId: string) => t.db.selectFrom('will_document').select('revision').where('user_id', '=', userId).execute();
const stateOf = async (userId: string) => (await t.db.selectFrom('submission').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow()).state;

/** Rewrites the user's current will in place (its stored revision), as if the user had answered so. */
async function rewriteWill(userId: string, change: (will: Will) => Will) {
  const row = await t.db.selectFrom('will').innerJoin('will_revision', (j) => j.onRef('will_revision.user_id', '=', 'will.user_id').onRef('will_revision.revision', '=', 'will.revision')).select(['will_revision.document', 'will.revision']).where('will.user_id', '=', userId).executeTakeFirstOrThrow();
  const will = change(JSON.parse(row.document) as Will);
  await t.db.updateTable('will_revision').set({ document: JSON.stringify(will) }).where('user_id', '=', userId).where('revision', '=', row.revision).execute();
  return will;
}

describe('the supervisor hold', () => {
  it('a reviewer cannot deliver a risk-marked will: it waits for a supervisor, who sends it back or approves', async () => {
    t.deps.config.signOffSamplePercent = 0;
    const writer = await paidWriter(t);
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    // The test will leaves a gift to a child under 18: held on trust.
    expect(detail.risk_markers).toContain('trust');
    const held = await deliver(t, reviewer.cookie, writer.id, { version: detail.version });
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ held: true, reasons: expect.arrayContaining(['trust']), state: 'NEW' });
    expect(await stateOf(writer.userId)).toBe('NEW');
    expect(await delivered(writer.userId)).toEqual([]);
    expect(t.mailbox.filter((m) => m.to === writer.email && /delivered|ready/i.test(m.subject))).toEqual([]);
    // Asking again while it waits, or signing off as a reviewer, changes nothing.
    expect((await deliver(t, reviewer.cookie, writer.id, { version: detail.version })).status).toBe(409);
    const notSupervisor = await post(reviewer.cookie, `/api/review/submissions/${writer.id}/sign-off`, { version: detail.version });
    expect(notSupervisor.status).toBe(403);
    expect((await notSupervisor.json()).message).toBe('Only a supervisor can sign off a delivery.');
    expect(await delivered(writer.userId)).toEqual([]);

    const pending = (await detailOf(t, supervisor.cookie, writer.id)) as Detail & { sign_off: { status: string; prepared_by: string } };
    expect(pending.sign_off).toMatchObject({ status: 'pending', prepared_by: reviewer.email });
    const noNote = await post(supervisor.cookie, `/api/review/submissions/${writer.id}/sign-off/return`, { version: pending.version, note: '' });
    expect(noNote.status).toBe(422);
    const returned = await post(supervisor.cookie, `/api/review/submissions/${writer.id}/sign-off/return`, { version: pending.version, note: 'Check the trust age with the client.' });
    expect(returned.status).toBe(200);
    const back = await detailOf(t, reviewer.cookie, writer.id);
    expect(back.sign_off).toMatchObject({ status: 'returned', returned_by: supervisor.email, note: 'Check the trust age with the client.' });
    // Nothing is pending now: the supervisor has nothing to approve until the reviewer prepares it again.
    expect((await post(supervisor.cookie, `/api/review/submissions/${writer.id}/sign-off`, { version: back.version })).status).toBe(409);

    expect((await deliver(t, reviewer.cookie, writer.id, { version: back.version })).status).toBe(202);
    const again = await detailOf(t, supervisor.cookie, writer.id);
    const approved = await post(supervisor.cookie, `/api/review/submissions/${writer.id}/sign-off`, { version: again.version });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ state: 'DELIVERED' });
    expect(await delivered(writer.userId)).toHaveLength(1);
    // Who prepared and who approved.
    const events = await teamTables(t.db).selectFrom('review_event').select(['action', 'reviewer_email']).where('user_id', '=', writer.userId).orderBy('id').execute();
    expect(events).toEqual([
      { action: 'sign_off_requested', reviewer_email: reviewer.email },
      { action: 'sign_off_returned', reviewer_email: supervisor.email },
      { action: 'sign_off_requested', reviewer_email: reviewer.email },
      { action: 'signed_off', reviewer_email: supervisor.email },
    ]);
    const audit = await t.db.selectFrom('review_audit').select(['action', 'reviewer_email']).where('user_id', '=', writer.userId).execute();
    expect(audit).toEqual([{ action: 'delivered', reviewer_email: supervisor.email }]);
  });

  it('a will with no marker goes out at once, unless the sample takes it; the sample is fixed per submission', async () => {
    const writer = await paidWriter(t);
    const will = await rewriteWill(writer.userId, (w) => {
      const { [YOUNG_CHILD]: _young, ...children } = w.children ?? {};
      const { [YOUNG_CHILD]: _guardians, ...guardians } = w.guardians ?? {};
      // No young beneficiary, and no share that may pass to a beneficiary's children: nothing held on trust.
      const estate = (w.estate ?? []).map((share) => (share.substituteType === 'their_children' ? { ...share, substituteType: 'remaining_beneficiaries' as const } : share));
      return { ...w, children, guardians, estate };
    });
    expect(riskMarkers(will, '2026-11-22', { mirrorPair: false })).toEqual([]);
    t.deps.config.signOffSamplePercent = 100;
    const sampled = await detailOf(t, reviewer.cookie, writer.id);
    expect(sampled).toMatchObject({ risk_markers: [], held_for: ['sample'] });
    const held = await deliver(t, reviewer.cookie, writer.id, { version: sampled.version });
    expect(held.status).toBe(202);
    expect((await held.json()).reasons).toEqual(['sample']);
    // A supervisor's own delivery signs off what waits.
    const now = await detailOf(t, supervisor.cookie, writer.id);
    expect((await deliver(t, supervisor.cookie, writer.id, { version: now.version })).status).toBe(200);
    expect(await delivered(writer.userId)).toHaveLength(1);

    t.deps.config.signOffSamplePercent = 0;
    const plain = await paidWriter(t);
    await rewriteWill(plain.userId, () => will);
    const detail = await detailOf(t, reviewer.cookie, plain.id);
    expect(detail.held_for).toEqual([]);
    expect((await deliver(t, reviewer.cookie, plain.id, { version: detail.version })).status).toBe(200);
    expect(await delivered(plain.userId)).toHaveLength(1);
  });
});

describe('file notes', () => {
  it('are added by reviewers only, dated and attributed, and never changed or removed', async () => {
    const writer = await paidWriter(t);
    const path = `/api/review/submissions/${writer.id}/notes`;
    const refused = await post(writer.cookie, path, { text: 'My own note' });
    expect(refused.status).toBe(403);
    expect((await post(reviewer.cookie, path, { text: '' })).status).toBe(422);
    expect((await post(reviewer.cookie, path, { text: 'A note', flag: 'not_a_flag' })).status).toBe(422);
    const added = await post(reviewer.cookie, path, { text: 'Spoke to the testator alone: clear about the gifts.' });
    expect(added.status).toBe(201);
    expect((await added.json()).note).toMatchObject({ text: 'Spoke to the testator alone: clear about the gifts.', reviewer_email: reviewer.email, created_at: '2026-11-22T10:00:00.000Z', flag: null });
    expect((await detailOf(t, supervisor.cookie, writer.id)).file_notes).toHaveLength(1);
    // The will writer's own views of their will never show them.
    for (const own of ['/api/will', '/api/will/dashboard']) {
      const response = await t.request(own, { cookie: writer.cookie });
      if (response.status === 200) expect(await response.text()).not.toContain('Spoke to the testator alone');
    }
    // The user's export lists that notes were kept, with their dates and text, not who wrote them.
    const exported = await t.request('/api/account/export', { cookie: writer.cookie });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const submission = JSON.parse(strFromU8(files['submission.json']!));
    expect(submission.legalTeamFileNotes).toEqual({
      about: expect.stringMatching(/^The legal team kept notes on your will\./),
      notes: [{ writtenAt: '2026-11-22T10:00:00.000Z', text: 'Spoke to the testator alone: clear about the gifts.' }],
    });
    expect(strFromU8(files['submission.json']!)).not.toContain(reviewer.email);
    // There is no route to change or remove a note, and the database refuses both.
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect((await t.request(`${path}/1`, { method, cookie: reviewer.cookie })).status).toBe(404);
    await expect(sql`update review_file_note set text = 'changed'`.execute(t.db)).rejects.toThrow(/insert-only/);
    await expect(sql`delete from review_file_note`.execute(t.db)).rejects.toThrow(/insert-only/);
  });

  it('the flags say what to consider; a decision on one is a file note naming it', async () => {
    const writer = await paidWriter(t);
    await rewriteWill(writer.userId, (w) => ({ ...w, userInfo: { ...w.userInfo, birthday: '1945-03-01' } }));
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail.flags).toEqual([{ kind: 'elderly_testator' }]);
    expect(detail.risk_markers).toContain('elderly_testator');
    const added = await post(reviewer.cookie, `/api/review/submissions/${writer.id}/notes`, { text: 'GP letter on file confirming capacity.', flag: 'elderly_testator' });
    expect(added.status).toBe(201);
    expect(((await detailOf(t, reviewer.cookie, writer.id)).file_notes as { flag: string }[])[0]!.flag).toBe('elderly_testator');
  });
});
