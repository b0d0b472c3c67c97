import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marriedWithChildren } from '../../engine/drafting/fixtures/golden-wills';
import type { Will } from '../../engine/will/will';
import { referralOf } from '../../server/stores/partner-referrals';
import { saveWill, loadWill } from '../../server/stores/will-store';
import { forgetMirrorInvitations, hashToken } from '../../server/stores/mirror-invitations';
import { createTestApp, fixedClock, ORIGIN, PASSWORD, type TestApp } from './test-app';
import { userIdOf } from './will-test-data';

let t: TestApp;

const invite = (cookie: string, body: unknown) => t.request('/api/mirror-invitation', { method: 'POST', cookie, json: body });
const accept = (cookie: string, token: unknown) => t.request('/api/mirror-invitation/accept', { method: 'POST', cookie, json: { token, jointInstructions: true } });

/** An inviter whose will is the golden married couple's (David, whose wife is Sarah), signed in. */
async function inviter() {
  const user = await t.signUp(undefined, 'David Price');
  const id = await userIdOf(t, user.cookie);
  const saved = await saveWill(t.db, fixedClock, id, marriedWithChildren(), 0);
  expect(saved.status).toBe('saved');
  return { ...user, id };
}

/** The token of the last mirror invitation mailed to `email`. */
function tokenFor(email: string): string {
  const link = t.linkTo(email, '/will/mirror/accept');
  return new URL(`${ORIGIN}${link}`).searchParams.get('token')!;
}

async function invited(email: string) {
  const david = await inviter();
  const res = await invite(david.cookie, { name: 'Sarah Jane Price', email, consent: true, jointInstructions: true });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { david, id, token: tokenFor(email) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('refer_partner_send').execute();
});

const unique = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('mirror invitations', () => {
  it('needs consent, and stores only the hash of the token in the link', async () => {
    const david = await inviter();
    const refused = await invite(david.cookie, { name: 'Sarah Jane Price', email: unique('sarah') });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { fields: Record<string, string[]> }).fields.consent).toHaveLength(1);
    const email = unique('sarah');
    expect((await invite(david.cookie, { name: 'Sarah Jane Price', email, consent: true, jointInstructions: true })).status).toBe(200);
    const token = tokenFor(email);
    // The mail says it is a mirror will, and from whom.
    expect(t.mailbox.filter((m) => m.to === email).at(-1)?.subject).toBe('David Price has invited you to make a mirror will');
    const rows = await t.db.withTables<{ mirror_invitation: { token_hash: string; invited_email: string } }>().selectFrom('mirror_invitation').selectAll().where('invited_email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('the invited address accepts once: its will is prefilled, the link is then used, and the discount is recorded once', async () => {
    const email = unique('sarah');
    const { token } = await invited(email);
    const sarah = await t.signUp(email, 'Sarah Price');
    const sarahId = await userIdOf(t, sarah.cookie);
    const res = await accept(sarah.cookie, token);
    expect(res.status).toBe(200);
    const stored = (await loadWill(t.db, sarahId)).will;
    expect(stored.userInfo?.fullName).toBe('Sarah Jane Price');
    expect(stored.mirror?.inviterName).toBe('David Owen Price');
    expect(stored.gifts).toBeUndefined();
    expect(stored.passedSteps).toEqual([]);
    expect(await referralOf(t.db, sarahId)).toBeDefined();
    const again = await accept(sarah.cookie, token);
    expect(again.status).toBe(410);
    const referrals = await t.db.withTables<{ partner_referral: { partner_user_id: string | null } }>().selectFrom('partner_referral').selectAll().where('partner_user_id', '=', sarahId).execute();
    expect(referrals).toHaveLength(1);
    const cart = (await (await t.request('/api/cart', { cookie: sarah.cookie })).json()) as { products: { name: string; base_price: number; current_price: number }[] };
    const will = cart.products.find((p) => p.name === 'will')!;
    expect(will.current_price).toBe(Math.round(will.base_price * (1 - t.deps.config.page.partner_discount_percentage / 100)));
  });

  it('is bound to the invited address, and refuses an unknown or malformed token', async () => {
    const email = unique('sarah');
    const { token } = await invited(email.replace('sarah', 'Sarah').replace('example', 'Example'));
    const other = await t.signUp(unique('mallory'), 'Mallory');
    expect((await accept(other.cookie, token)).status).toBe(403);
    expect((await accept(other.cookie, 'x'.repeat(43))).status).toBe(404);
    expect((await accept(other.cookie, 42)).status).toBe(404);
    const sarah = await t.signUp(email, 'Sarah Price');
    expect((await accept(sarah.cookie, token)).status).toBe(200);
  });

  it('expires after 14 days', async () => {
    const email = unique('sarah');
    const { token } = await invited(email);
    const sarah = await t.signUp(email, 'Sarah Price');
    await t.db.withTables<{ mirror_invitation: { expires_at: string; invited_email: string } }>().updateTable('mirror_invitation').set({ expires_at: fixedClock.now().toISOString() }).where('invited_email', '=', email).execute();
    const res = await accept(sarah.cookie, token);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('the inviter can withdraw it until it is accepted, and no one else can', async () => {
    const email = unique('sarah');
    const { david, id, token } = await invited(email);
    const other = await t.signUp(unique('mallory'), 'Mallory');
    expect((await t.request(`/api/mirror-invitation/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/mirror-invitation/${id}`, { method: 'DELETE', cookie: david.cookie })).status).toBe(200);
    expect((await t.request(`/api/mirror-invitation/${id}`, { method: 'DELETE', cookie: david.cookie })).status).toBe(409);
    const list = (await (await t.request('/api/mirror-invitation', { cookie: david.cookie })).json()) as { invitations: { id: string; status: string }[] };
    expect(list.invitations.find((i) => i.id === id)?.status).toBe('withdrawn');
    const sarah = await t.signUp(email, 'Sarah Price');
    expect((await accept(sarah.cookie, token)).status).toBe(410);
  });

  it('refuses to prefill a will that already has answers, leaving it as it was', async () => {
    const email = unique('sarah');
    const { token } = await invited(email);
    const sarah = await t.signUp(email, 'Sarah Price');
    const sarahId = await userIdOf(t, sarah.cookie);
    const own: Will = { schemaVersion: 2, userInfo: { fullName: 'Sarah Own' } };
    await saveWill(t.db, fixedClock, sarahId, own, 0);
    const res = await accept(sarah.cookie, token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/already started your own will/);
    expect((await loadWill(t.db, sarahId)).will).toEqual(own);
  });

  it('leaves the two wills independent after acceptance', async () => {
    const email = unique('sarah');
    const { david, token } = await invited(email);
    const sarah = await t.signUp(email, 'Sarah Price');
    const sarahId = await userIdOf(t, sarah.cookie);
    expect((await accept(sarah.cookie, token)).status).toBe(200);
    const sarahBefore = await loadWill(t.db, sarahId);
    const davidNow = await loadWill(t.db, david.id);
    await saveWill(t.db, fixedClock, david.id, { ...davidNow.will, executors: [], estate: [] }, davidNow.revision);
    expect((await loadWill(t.db, sarahId)).will).toEqual(sarahBefore.will);
    const davidBefore = await loadWill(t.db, david.id);
    await saveWill(t.db, fixedClock, sarahId, { ...sarahBefore.will, guardians: {} }, sarahBefore.revision);
    expect((await loadWill(t.db, david.id)).will).toEqual(davidBefore.will);
  });

  it('deleting the inviter withdraws a pending invitation; deleting the partner leaves the inviter\'s will untouched', async () => {
    const pendingEmail = unique('sarah');
    const pending = await invited(pendingEmail);
    await forgetMirrorInvitations(t.db, pending.david.id, pending.david.email, fixedClock.now());
    const sarah = await t.signUp(pendingEmail, 'Sarah Price');
    expect((await accept(sarah.cookie, pending.token)).status).toBe(404);

    const email = unique('sarah');
    const done = await invited(email);
    const partner = await t.signUp(email, 'Sarah Price');
    const partnerId = await userIdOf(t, partner.cookie);
    expect((await accept(partner.cookie, done.token)).status).toBe(200);
    const davidBefore = await loadWill(t.db, done.david.id);
    await forgetMirrorInvitations(t.db, partnerId, email, fixedClock.now());
    expect((await loadWill(t.db, done.david.id)).will).toEqual(davidBefore.will);
    const list = (await (await t.request('/api/mirror-invitation', { cookie: done.david.cookie })).json()) as { invitations: { status: string }[] };
    expect(list.invitations[0]!.status).toBe('accepted');
  });

  it('the export records the invitation, its consent and the prefill; deleting the account through the API withdraws its invitations', async () => {
    const email = unique('sarah');
    const { david, token } = await invited(email);
    const sarah = await t.signUp(email, 'Sarah Price');
    expect((await accept(sarah.cookie, token)).status).toBe(200);
    const accountOf = async (cookie: string) => {
      const res = await t.request('/api/account/export', { cookie });
      expect(res.status).toBe(200);
      return JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['account.json']!)) as Record<string, unknown>;
    };
    const sent = (await accountOf(david.cookie)).mirrorInvitationsSent as Record<string, unknown>[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ invited_email: email, consented_at: fixedClock.now().toISOString(), accepted_at: fixedClock.now().toISOString() });
    expect(JSON.stringify(sent)).not.toContain('token');
    expect((await accountOf(sarah.cookie)).mirrorInvitationAccepted).toEqual({ acceptedAt: fixedClock.now().toISOString(), prefilledFromPartnerConsentedAt: fixedClock.now().toISOString() });

    const pendingEmail = unique('sam');
    const pending = await invited(pendingEmail);
    const davidBefore = await loadWill(t.db, pending.david.id);
    expect((await t.request('/api/account/delete', { method: 'POST', cookie: pending.david.cookie, json: { password: PASSWORD } })).status).toBe(200);
    const sam = await t.signUp(pendingEmail, 'Sam');
    expect((await accept(sam.cookie, pending.token)).status).toBe(404);
    expect(davidBefore.will.userInfo?.fullName).toBe('David Owen Price');
    expect((await loadWill(t.db, await userIdOf(t, sarah.cookie))).will.userInfo?.fullName).toBe('Sarah Jane Price');
    // Two exports draw PDFs and four accounts sign up: slow on a loaded machine.
  }, 60_000);
});
