import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { userIdOf, validPayload } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = async (cookie: string) => {
  const res = await t.request('/api/account/export', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="will-writer-data-2026-11-22.zip"');
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
};
const jsonIn = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, any>;

describe('download my data', () => {
  it('gives a ZIP of the account, will, people, answers, orders, submission and history as JSON, and the draft PDF', async () => {
    const { cookie } = await t.signUp('dora@example.com', 'Dora Download');
    const userId = await userIdOf(t, cookie);
    const payload = validPayload(0);
    expect((await t.request('/api/will', { method: 'POST', cookie, json: payload })).status).toBe(200);
    expect((await t.request('/api/will', { method: 'POST', cookie, json: { ...payload, revision: 1 } })).status).toBe(200);
    expect((await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { hasPartner: true, type: 'willBasic' } })).status).toBeLessThan(300);
    const now = '2026-11-22T10:00:00.000Z';
    await t.db
      .insertInto('will_order')
      .values({ id: 'order-1', user_id: userId, state: 'paid', lines: '[{"name":"will","title":"Will","current_price":9000}]', coupon_code: null, subtotal: 9000, total: 9000, idempotency_key: 'k1', cart_key: 'c1', payment_intent_id: null, receipt_email: 'dora@example.com', urgent_due_date: null, created_at: now, paid_at: now, refunded_at: null })
      .execute();
    await t.db.insertInto('submission').values({ user_id: userId, state: 'NEW', submitted_at: now, updated_at: now, print_url: null }).execute();
    const other = await t.signUp('someone.else@example.com', 'Someone Else');
    expect((await t.request('/api/will', { method: 'POST', cookie: other.cookie, json: validPayload(0) })).status).toBe(200);

    const files = await download(cookie);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'account.json', 'draft-will.pdf', 'draft-signing-guide.pdf', 'draft-letter-of-wishes.pdf', 'history.json', 'onboarding-answers.json', 'orders.json', 'people.json', 'submission.json', 'will.json'].sort(),
    );
    expect(jsonIn(files, 'account.json')).toMatchObject({ name: 'Dora Download', email: 'dora@example.com', emailVerified: true });
    expect(jsonIn(files, 'account.json').devices).toHaveLength(1);
    expect(jsonIn(files, 'will.json')).toMatchObject({ revision: 2, will: { userInfo: { fullName: 'Jane Smith' } } });
    expect(Object.values(jsonIn(files, 'people.json').relations).map((p: any) => p.fullName)).toContain('John Smith');
    expect(jsonIn(files, 'onboarding-answers.json').answers).toMatchObject({ hasPartner: true, type: 'willBasic' });
    expect(jsonIn(files, 'orders.json')).toEqual([expect.objectContaining({ id: 'order-1', total: 9000, lines: [{ name: 'will', title: 'Will', current_price: 9000 }] })]);
    expect(jsonIn(files, 'submission.json').submission).toMatchObject({ state: 'NEW' });
    expect((jsonIn(files, 'history.json') as unknown as unknown[]).map((r: any) => r.revision)).toEqual([1, 2]);
    expect(strFromU8(files['draft-will.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['draft-signing-guide.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['draft-letter-of-wishes.pdf']!.slice(0, 5))).toBe('%PDF-');
    // Only this user's data, and no server-side ids.
    const everything = Object.values(files).map((f) => strFromU8(f, true)).join('\n');
    expect(everything).not.toContain('someone.else@example.com');
    expect(strFromU8(files['account.json']!)).not.toContain(`"user_id"`);
  });

  it('adds the delivered will, its signing guide and letter of wishes once the legal team has delivered them', async () => {
    const { cookie } = await t.signUp('del@example.com', 'Del Delivered');
    const pdf = new TextEncoder().encode('%PDF-1.7 delivered will');
    const guide = new TextEncoder().encode('%PDF-1.7 delivered guide');
    const letter = new TextEncoder().encode('%PDF-1.7 delivered letter');
    await t.db.insertInto('will_document').values({ user_id: await userIdOf(t, cookie), pdf, guide_pdf: guide, letter_pdf: letter, revision: 1, created_at: '2026-11-22T10:00:00.000Z' }).execute();
    const files = await download(cookie);
    expect(strFromU8(files['will.pdf']!)).toBe('%PDF-1.7 delivered will');
    expect(strFromU8(files['signing-guide.pdf']!)).toBe('%PDF-1.7 delivered guide');
    expect(strFromU8(files['letter-of-wishes.pdf']!)).toBe('%PDF-1.7 delivered letter');
  });

  it('lists each time the legal team opened the submission: when, the version, and the reviewer role, never who', async () => {
    const { cookie } = await t.signUp('vera@example.com', 'Vera Viewed');
    const userId = await userIdOf(t, cookie);
    const other = await t.signUp('not.vera@example.com', 'Not Vera');
    const rows = [
      { user_id: userId, reviewer_id: '901', reviewer_email: 'rita.reviewer@example.com', revision: 2, created_at: '2026-11-22T10:00:00.000Z' },
      { user_id: await userIdOf(t, other.cookie), reviewer_id: '901', reviewer_email: 'rita.reviewer@example.com', revision: 1, created_at: '2026-11-22T10:30:00.000Z' },
      { user_id: userId, reviewer_id: '902', reviewer_email: 'rob.reviewer@example.com', revision: 3, created_at: '2026-11-22T11:00:00.000Z' },
    ];
    await t.db.insertInto('review_view').values(rows).execute();
    const files = await download(cookie);
    expect(jsonIn(files, 'submission.json').legalTeamViews).toEqual([
      { viewedAt: '2026-11-22T10:00:00.000Z', revision: 2, viewedBy: 'reviewer' },
      { viewedAt: '2026-11-22T11:00:00.000Z', revision: 3, viewedBy: 'reviewer' },
    ]);
    const everything = Object.values(files).map((f) => strFromU8(f, true)).join('\n');
    expect(everything).not.toMatch(/reviewer@example\.com|"90[12]"/);
    expect(strFromU8(files['README.txt']!)).toContain('each time one of them opened it');
  });

  it('needs a session', async () => {
    expect((await t.request('/api/account/export')).status).toBe(401);
  });
});
