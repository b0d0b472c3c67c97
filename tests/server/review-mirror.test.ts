import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWill } from '../../server/stores/will-store';
import { confirmEmail, pay } from './checkout-helpers';
import { paidWriter, signedInReviewer, submissionIdOf } from './review-helpers';
import { finishedMirrorPayload } from './mirror-test-data';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { storeCompleteWill, userIdOf, validPayload } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}@example.com`;
const get = (cookie: string, path: string) => t.request(path, { cookie });

type Mirror = { name: string; id: string | null };
type Segment = { text: string; changed: boolean };
type Differences = {
  left: { id: string; name: string };
  right: { id: string; name: string };
  differing: number;
  clauses: { kind: string; status: string; lines: { status: string; left: Segment[] | null; right: Segment[] | null }[] }[];
};

/**
 * Jane (engine/will/fixtures' complete will, partner John) invites John with consent; John accepts through the link's
 * token, finishes the prefilled will and stores it. Neither has paid.
 */
async function pair() {
  const signedUp = await t.signUp(undefined, 'Jane Smith');
  await storeCompleteWill(t, signedUp.cookie);
  const jane = { cookie: signedUp.cookie, userId: await userIdOf(t, signedUp.cookie), name: 'Jane Smith' };
  const johnEmail = unique('john');
  expect((await t.request('/api/mirror-invitation', { method: 'POST', cookie: jane.cookie, json: { name: 'John Smith', email: johnEmail, consent: true, jointInstructions: true } })).status).toBe(200);
  const token = new URL(`${ORIGIN}${t.linkTo(johnEmail, '/will/mirror/accept')}`).searchParams.get('token');
  const john = await t.signUp(johnEmail, 'John Smith');
  const johnId = await userIdOf(t, john.cookie);
  expect((await t.request('/api/mirror-invitation/accept', { method: 'POST', cookie: john.cookie, json: { token, jointInstructions: true } })).status).toBe(200);
  const prefilled = await loadWill(t.db, johnId);
  const saved = await t.request('/api/will', { method: 'POST', cookie: john.cookie, json: finishedMirrorPayload(prefilled.will, prefilled.revision) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return {
    jane: { ...jane, id: submissionIdOf(t, jane.userId) },
    john: { cookie: john.cookie, userId: johnId, id: submissionIdOf(t, johnId) },
  };
}

describe('mirror wills in the review console', () => {
  it('each will of a paid pair links the other, and the differences view compares their drafted clauses', async () => {
    const { jane, john } = await pair();
    const { cookie: reviewer } = await signedInReviewer(t);
    // Paid separately: until John pays, Jane's will names him without a link.
    await pay(t, jane.cookie);
    const before = (await (await get(reviewer, `/api/review/submissions/${jane.id}`)).json()) as { mirrors: Mirror[] };
    expect(before.mirrors).toEqual([{ name: 'John Smith', id: null }]);
    expect((await get(reviewer, `/api/review/submissions/${jane.id}/mirror/${john.id}`)).status).toBe(404);

    await confirmEmail(t, john.userId);
    await pay(t, john.cookie);
    const janes = (await (await get(reviewer, `/api/review/submissions/${jane.id}`)).json()) as { mirrors: Mirror[] };
    expect(janes.mirrors).toEqual([{ name: 'John Smith', id: john.id }]);
    const johns = (await (await get(reviewer, `/api/review/submissions/${john.id}`)).json()) as { mirrors: Mirror[] };
    expect(johns.mirrors).toEqual([{ name: jane.name, id: jane.id }]);

    const response = await get(reviewer, `/api/review/submissions/${jane.id}/mirror/${john.id}`);
    expect(response.status).toBe(200);
    const diff = (await response.json()) as Differences;
    expect(diff.left).toEqual({ id: jane.id, name: jane.name });
    expect(diff.right).toEqual({ id: john.id, name: 'John Smith' });
    const text = (segments: Segment[] | null) => (segments ?? []).map((s) => s.text).join('');
    const opening = diff.clauses.find((c) => c.kind === 'opening')!;
    expect(opening.status).toBe('equivalent');
    expect(text(opening.lines[1]!.left)).toContain('Jane Smith');
    expect(text(opening.lines[1]!.right)).toContain('John Smith');
    // The gifts differ: £500 and the books against £750.
    const gifts = diff.clauses.find((c) => c.kind === 'gifts')!;
    expect(gifts.status).toBe('different');
    const money = gifts.lines.find((line) => line.status === 'different')!;
    expect(money.left!.filter((s) => s.changed).map((s) => s.text)).toEqual(['500']);
    expect(money.right!.filter((s) => s.changed).map((s) => s.text)).toEqual(['750']);
    expect(diff.differing).toBe(1);
    // Each will is complete in itself: neither refers to the other.
    const allText = diff.clauses.flatMap((c) => c.lines.flatMap((line) => [text(line.left), text(line.right)])).join('\n');
    expect(allText).not.toMatch(/mirror/i);
    // The queue names the pair on both wills.
    const queue = (await (await get(reviewer, '/api/review/submissions?state=NEW&per_page=100')).json()) as { items: { id: string; mirror_of: string[] }[] };
    expect(queue.items.find((item) => item.id === jane.id)?.mirror_of).toEqual(['John Smith']);
    expect(queue.items.find((item) => item.id === john.id)?.mirror_of).toEqual([jane.name]);
    // Either way round.
    const reversed = (await (await get(reviewer, `/api/review/submissions/${john.id}/mirror/${jane.id}`)).json()) as Differences;
    expect(reversed.left.name).toBe('John Smith');
    expect(reversed.differing).toBe(1);
  });

  it('only reviewers: neither will writer reaches the pair, the other submission or the differences', async () => {
    const { jane, john } = await pair();
    await pay(t, jane.cookie);
    await confirmEmail(t, john.userId);
    await pay(t, john.cookie);
    for (const cookie of [jane.cookie, john.cookie]) {
      expect((await get(cookie, `/api/review/submissions/${jane.id}`)).status).toBe(403);
      expect((await get(cookie, `/api/review/submissions/${john.id}`)).status).toBe(403);
      expect((await get(cookie, `/api/review/submissions/${jane.id}/mirror/${john.id}`)).status).toBe(403);
    }
    expect((await t.request(`/api/review/submissions/${jane.id}/mirror/${john.id}`)).status).toBe(401);
    // The will writers' own API names no state, payment or will of the other.
    const invitations = JSON.stringify(await (await get(jane.cookie, '/api/mirror-invitation')).json());
    expect(invitations).not.toMatch(/NEW|paid|submission|revision/i);
  });

  it('a will of no pair lists no mirror, and comparing it with any other submission is 404', async () => {
    const { cookie: reviewer } = await signedInReviewer(t);
    const alone = await paidWriter(t);
    const other = await paidWriter(t);
    const detail = (await (await get(reviewer, `/api/review/submissions/${alone.id}`)).json()) as { mirrors: Mirror[] };
    expect(detail.mirrors).toEqual([]);
    const queue = (await (await get(reviewer, '/api/review/submissions?state=NEW&per_page=100')).json()) as { items: { id: string; mirror_of: string[] }[] };
    expect(queue.items.find((item) => item.id === alone.id)?.mirror_of).toEqual([]);
    expect((await get(reviewer, `/api/review/submissions/${alone.id}/mirror/${other.id}`)).status).toBe(404);
    expect((await get(reviewer, `/api/review/submissions/${alone.id}/mirror/${alone.id}`)).status).toBe(404);
    expect((await get(reviewer, `/api/review/submissions/${alone.id}/mirror/not-an-id!`)).status).toBe(404);
    const body = (await (await get(reviewer, `/api/review/submissions/${alone.id}/mirror/${other.id}`)).json()) as { type: string };
    expect(body.type).toBe('not_found');
  });

  it('shows the pair’s joint instructions with their dates, and flags a change to the other will once delivered', async () => {
    const { jane, john } = await pair();
    const { cookie: reviewer } = await signedInReviewer(t);
    await pay(t, jane.cookie);
    await confirmEmail(t, john.userId);
    await pay(t, john.cookie);
    type Detail = { version: string; mirror_consent: unknown[]; flags: { kind: string }[]; risk_markers: string[] };
    const detail = async (id: string) => (await (await get(reviewer, `/api/review/submissions/${id}`)).json()) as Detail;
    const at = t.deps.clock.now().toISOString();
    const consent = [{ inviter: { name: 'Jane Smith', confirmed_at: at }, partner: { name: 'John Smith', confirmed_at: at } }];
    expect((await detail(john.id)).mirror_consent).toEqual(consent);
    expect((await detail(jane.id)).mirror_consent).toEqual(consent);
    expect((await detail(john.id)).risk_markers).toContain('mirror_pair');
    expect((await detail(john.id)).flags.map((f) => f.kind)).not.toContain('mirror_partner_changed');

    const delivered = await t.request(`/api/review/submissions/${jane.id}/deliver`, { method: 'POST', cookie: reviewer, json: { version: (await detail(jane.id)).version } });
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    expect((await detail(john.id)).flags.map((f) => f.kind)).not.toContain('mirror_partner_changed');
    // Jane changes her delivered will: John's submission says a change was made, not what.
    const { revision } = await loadWill(t.db, jane.userId);
    const changed = await t.request('/api/will', { method: 'POST', cookie: jane.cookie, json: { ...validPayload(revision), funeralWishes: { funeralType: 'burial' } } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await detail(john.id)).flags).toContainEqual({ kind: 'mirror_partner_changed', names: ['Jane Smith'] });
    expect((await detail(jane.id)).flags.map((f) => f.kind)).not.toContain('mirror_partner_changed');
  });

  it('an invitation or an acceptance without the joint instructions confirmed is refused, changing nothing', async () => {
    const signedUp = await t.signUp(undefined, 'Jane Smith');
    await storeCompleteWill(t, signedUp.cookie);
    const johnEmail = unique('john');
    const refused = await t.request('/api/mirror-invitation', { method: 'POST', cookie: signedUp.cookie, json: { name: 'John Smith', email: johnEmail, consent: true } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields.jointInstructions).toEqual(['Tick the box to confirm the joint instructions, or untick sharing to send a plain invitation.']);
    expect(t.mailbox.filter((m) => m.to === johnEmail)).toEqual([]);
    expect((await t.request('/api/mirror-invitation', { method: 'POST', cookie: signedUp.cookie, json: { name: 'John Smith', email: johnEmail, consent: true, jointInstructions: true } })).status).toBe(200);
    const token = new URL(`${ORIGIN}${t.linkTo(johnEmail, '/will/mirror/accept')}`).searchParams.get('token');
    const john = await t.signUp(johnEmail, 'John Smith');
    const notConfirmed = await t.request('/api/mirror-invitation/accept', { method: 'POST', cookie: john.cookie, json: { token } });
    expect(notConfirmed.status).toBe(422);
    expect((await notConfirmed.json()).fields.jointInstructions).toEqual(['Tick the box to confirm the joint instructions before you accept.']);
    expect((await loadWill(t.db, await userIdOf(t, john.cookie))).revision).toBe(0);
  });
});
