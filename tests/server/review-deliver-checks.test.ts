/**
 * The legal team cannot deliver a will while a check that blocks delivery fails. Deliver answers 409 with
 * the checks and changes nothing; the console's detail lists them. Runs on SQLite, and on PostgreSQL through
 * scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, requestChanges, signedInReviewer } from './review-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('delivering a will whose blocking checks fail', () => {
  it('answers 409 with the checks and changes nothing; sending it back still works', async () => {
    const reviewer = await signedInReviewer(t);
    const writer = await paidWriter(t);
    // After paying, the writer empties their will: no name, address, executor or residuary estate.
    expect((await t.request('/api/will', { method: 'POST', cookie: writer.cookie, json: { people: { relations: {}, children: {} }, revision: 1 } })).status).toBe(200);
    const before = await detailOf(t, reviewer.cookie, writer.id);
    expect((before.blocking_checks as { code: string }[]).map((c) => c.code)).toEqual(['missingName', 'missingAddress', 'noExecutor', 'noResiduaryBeneficiary']);

    const response = await deliver(t, reviewer.cookie, writer.id, { version: before.version });
    expect(response.status).toBe(409);
    const answer = await response.json();
    expect(answer).toMatchObject({
      type: 'conflict',
      message: 'This will cannot be delivered while a check that blocks delivery fails. Send it back for changes instead.',
      state: 'NEW',
      version: before.version,
    });
    expect(answer.checks).toEqual(before.blocking_checks);
    expect(answer.checks[0]).toEqual({ code: 'missingName', message: 'Your full name is missing. Add it in About You.', step: 'yourself', blocking: true });

    const after = await detailOf(t, reviewer.cookie, writer.id);
    expect(after).toMatchObject({ state: 'NEW', version: before.version, print_url: null, audit: [] });
    expect(await t.db.selectFrom('will_document').selectAll().where('user_id', '=', writer.userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', writer.email).where('subject', 'like', '%will is ready%').execute()).toEqual([]);

    const sent = await requestChanges(t, reviewer.cookie, writer.id, { step: 'yourself', message: 'Please add your name and address.', version: before.version });
    expect(sent.status).toBe(200);
  });

  it('delivers a complete will as before, with no blocking checks', async () => {
    const reviewer = await signedInReviewer(t);
    const writer = await paidWriter(t);
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail.blocking_checks).toEqual([]);
    expect((await deliver(t, reviewer.cookie, writer.id, { version: detail.version })).status).toBe(200);
  });
});
