import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { userIdOf, validPayload } from './will-test-data';
import { searchDatabase, searchFolder } from './personal-data-search';
import { untyped } from '../../server/account/erasure-plan';
import { rateRowKey, rateSubjectKey, userLimitKeySuffix } from '../../server/middleware/rate-limit';
import { PaymentError } from '../../server/services/payments/payment-gateway';

const NAME = 'Zelda Quixote';
const EMAIL = 'zelda.quixote@example.com';
const OTHER_NAME = 'Otto Other';
const OTHER_EMAIL = 'otto.other@example.com';
const PHONE = '07700 900123';
const OTHER_PHONE = '07700 900456';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (cookie: string, password: unknown) => t.request('/api/account/delete', { method: 'POST', cookie, json: { password } });

/**
 * The tables holding a user's rows by their user id, each with the column naming the user: the fixture user has a row
 * in every one (checked before the deletion), and none afterwards but the order kept for the accounts.
 */
const USER_TABLES: [table: string, column: string][] = [
  ['will', 'user_id'],
  ['will_revision', 'user_id'],
  ['onboarding_answer', 'user_id'],
  ['submission', 'user_id'],
  ['subscription', 'user_id'],
  ['will_payment', 'user_id'],
  ['cart_addon', 'user_id'],
  ['cart_coupon', 'user_id'],
  ['refer_partner_send', 'user_id'],
  ['partner_referral', 'referrer_user_id'],
  ['charity_consent', 'user_id'],
  ['lpa_interest', 'user_id'],
  ['call_booking', 'user_id'],
  ['will_document', 'user_id'],
  ['retention_reminder', 'user_id'],
  ['review_audit', 'user_id'],
  ['will_order', 'user_id'],
  ['payment_customer', 'user_id'],
  ['session', 'userId'],
  ['account', 'userId'],
  ['verification', 'value'],
  ['user', 'id'],
];

const rowsOf = async (userId: string) => {
  const counts: Record<string, number> = {};
  for (const [table, column] of USER_TABLES) counts[table] = (await untyped(t.db).selectFrom(table).select(column).where(column, '=', userId).execute()).length;
  return counts;
};

/**
 * A user with a row in every table that can hold their data: a will naming them and its delivered PDF, answers, mail,
 * an order and its payment, a saved card, a gateway subscription, a basket with a coupon, an invitation to their
 * partner and one they accepted, charity and LPA answers, a call booking, a retention reminder and a message from the
 * legal team naming them.
 */
async function userWithEverything(name: string, email: string, phone: string) {
  const { cookie } = await t.signUp(email, name);
  const userId = await userIdOf(t, cookie);
  const payload = validPayload(0);
  payload.userInfo = { ...payload.userInfo, fullName: name };
  expect((await t.request('/api/will', { method: 'POST', cookie, json: payload })).status).toBe(200);
  expect((await t.request('/api/will', { method: 'POST', cookie, json: { ...payload, revision: 1 } })).status).toBe(200);
  expect((await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { hasPartner: true, type: 'willBasic' } })).status).toBeLessThan(300);
  expect((await t.request('/api/will/refer-partner', { method: 'POST', cookie, json: { name: 'Pat Partner', email: `partner.${name.length}@example.com` } })).status).toBe(200);
  expect((await t.request('/api/cart/add-lpa', { method: 'POST', cookie })).status).toBe(200);
  // Asking for a password reset leaves a token naming the user, and a failed sign-in a count keyed by a hash of the address.
  expect((await t.request('/api/auth/request-password-reset', { method: 'POST', ip: `10.3.0.${name.length}`, json: { email } })).status).toBe(200);
  // The reset link is made after the answer (server/auth/password-reset-after-answer.ts).
  await vi.waitFor(() => t.linkTo(email, '/will/reset-password'));
  expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong password' } })).status).toBe(401);
  const draftPdf = await t.request('/api/will/draft.pdf', { cookie });
  expect(draftPdf.status).toBe(200);
  const now = new Date().toISOString();
  await t.db
    .insertInto('will_order')
    .values({ id: `order-${userId}`, user_id: userId, state: 'paid', lines: '[{"name":"will","title":"Will","base_price":9000,"current_price":9000}]', coupon_code: null, subtotal: 9000, total: 9000, idempotency_key: `key-${userId}`, cart_key: `cart-${userId}`, payment_intent_id: `pi_${userId}`, receipt_email: email, urgent_due_date: null, created_at: now, paid_at: now, refunded_at: null })
    .execute();
  await t.db
    .insertInto('local_payment_intent')
    .values({ id: `pi_${userId}`, client_secret: `pi_${userId}_secret`, idempotency_key: `key-${userId}`, amount: 9000, currency: 'gbp', status: 'succeeded', customer_id: `cus_${userId}`, payment_method_id: `pm_${userId}`, receipt_email: email, metadata: JSON.stringify({ order_id: `order-${userId}`, user_id: userId }), last_error: null, created_at: now, updated_at: now })
    .execute();
  await t.db.insertInto('local_payment_method').values({ id: `pm_${userId}`, customer_id: `cus_${userId}`, outcome: 'succeeds', brand: 'visa', last4: '4242', created_at: now }).execute();
  await t.db.insertInto('payment_customer').values({ user_id: userId, customer_id: `cus_${userId}`, payment_method_id: `pm_${userId}`, card_brand: 'visa', card_last4: '4242' }).execute();
  await t.db.insertInto('will_payment').values({ user_id: userId, paid_at: now, order_id: `order-${userId}` }).execute();
  await t.db.insertInto('subscription').values({ user_id: userId, is_active: 1, current_period_end: '2027-11-22T10:00:00.000Z', gateway_subscription_id: `sub_${userId}`, renewal_order_id: `order-${userId}` }).execute();
  await t.db.insertInto('submission').values({ user_id: userId, state: 'DELIVERED', submitted_at: now, updated_at: now, print_url: null }).execute();
  await t.db.insertInto('will_document').values({ user_id: userId, pdf: new Uint8Array(await draftPdf.arrayBuffer()), revision: 2, created_at: now }).execute();
  await t.db.insertInto('review_audit').values({ user_id: userId, reviewer_id: 'reviewer-1', reviewer_email: 'reviewer@example.com', action: 'needs_attention', step: 'about-you', message: `${name}, please check your address (${email}, ${phone}).`, revision: 1, created_at: now }).execute();
  await t.db.insertInto('call_booking').values({ user_id: userId, slot_start: `2026-12-0${name.length % 9}T10:00:00.000Z`, phone, topic: `Call for ${name}`, created_at: now, updated_at: now }).execute();
  await t.db.insertInto('lpa_interest').values({ user_id: userId, kinds: 'both', phone, best_time: 'morning', created_at: now, updated_at: now }).execute();
  await t.db.insertInto('charity_consent').values({ user_id: userId, charity_number: '1000001', bequeathed: 1, answered_at: now }).execute();
  await t.db.insertInto('retention_reminder').values({ user_id: userId, reason: 'unpaidDraft', sent_at: now, erase_on: '2027-11-22' }).execute();
  await untyped(t.db).insertInto('cart_coupon').values({ user_id: userId, code: 'WELCOME10', applied_at: now }).execute();
  return { cookie, userId };
}

/** The gateway calls the deletion makes, recorded over the local test gateway's own. */
function watchGateway() {
  return {
    cancel: vi.spyOn(t.deps.payments, 'cancelSubscription').mockImplementation(async ({ subscriptionId }) => ({
      id: subscriptionId,
      customerId: 'cus',
      status: 'canceled',
      active: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date().toISOString(),
      metadata: {},
    })),
    deleteCustomer: vi.spyOn(t.deps.payments, 'deleteCustomer'),
  };
}
afterEach(() => vi.restoreAllMocks());

describe('delete my account', () => {
  it('removes the user’s name and email from every table and file, keeps the order without them, and signs them out', async () => {
    const zelda = await userWithEverything(NAME, EMAIL, PHONE);
    const otto = await userWithEverything(OTHER_NAME, OTHER_EMAIL, OTHER_PHONE);
    // Otto is the partner who accepted Zelda's invitation.
    await untyped(t.db).insertInto('partner_referral').values({ code: 'claimed-by-zelda', referrer_user_id: otto.userId, created_at: new Date().toISOString(), partner_user_id: zelda.userId, claimed_at: new Date().toISOString() }).execute();
    // Zelda has a row in every table that can hold her data, and the searches find her in them (the delivered PDF's
    // text, the legal team's message, the mail, the orders...), so their silence afterwards means something.
    const before = await rowsOf(zelda.userId);
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
    const found = await searchDatabase(t.db, [NAME, EMAIL, PHONE]);
    for (const table of ['will_revision', 'will_document', 'review_audit', 'mail_outbox', 'will_order', 'local_payment_intent', 'call_booking', 'lpa_interest', 'user']) {
      expect(found.some((finding) => finding.startsWith(`${table}:`)), `${table} mentions Zelda`).toBe(true);
    }
    // Her failed sign-in is counted under a keyed hash of her address, never the address itself.
    expect(found.filter((finding) => finding.startsWith('request_count:'))).toEqual([]);
    const signInKey = rateRowKey(t.deps.config.authSecret, 'sign-in', EMAIL);
    const signInCount = () => t.db.selectFrom('request_count').select('key').where('key', '=', signInKey).execute();
    expect(await signInCount()).toHaveLength(1);
    expect(searchFolder(t.dir, [EMAIL]).length).toBeGreaterThan(0);
    const gateway = watchGateway();

    const res = await deleteAccount(zelda.cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/session_token=;/);

    expect(await searchDatabase(t.db, [NAME, EMAIL, PHONE])).toEqual([]);
    expect(searchFolder(t.dir, [NAME, EMAIL, PHONE])).toEqual([]);
    // The gateway's renewal was cancelled at once and its customer deleted; no row names Zelda's id but the
    // legal team's audit (with its message cleared) and nothing else of hers is left.
    expect(gateway.cancel).toHaveBeenCalledWith({ subscriptionId: `sub_${zelda.userId}`, idempotencyKey: `erase-account-sub_${zelda.userId}` });
    expect(gateway.deleteCustomer).toHaveBeenCalledWith(`cus_${zelda.userId}`);
    expect(await t.db.selectFrom('local_payment_method').selectAll().where('customer_id', '=', `cus_${zelda.userId}`).execute()).toEqual([]);
    const after = await rowsOf(zelda.userId);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([['review_audit', 1]]);
    expect(await t.db.selectFrom('review_audit').select(['action', 'step', 'message']).where('user_id', '=', zelda.userId).execute()).toEqual([
      { action: 'needs_attention', step: 'about-you', message: null },
    ]);
    // The order stays for the accounts, owned by no account and with no address.
    const order = await t.db.selectFrom('will_order').selectAll().where('id', '=', `order-${zelda.userId}`).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total: 9000, state: 'paid', receipt_email: '' });
    expect(order.user_id).toMatch(/^erased:/);
    // Signed out, and the account is gone.
    expect((await t.request('/api/will', { cookie: zelda.cookie })).status).toBe(401);
    expect(await signInCount()).toEqual([]);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: EMAIL, password: PASSWORD } })).status).toBe(401);
    // That failed sign-in is counted again, and still her address is nowhere: not in a row, not in the files.
    expect(await signInCount()).toHaveLength(1);
    expect(await searchDatabase(t.db, [EMAIL])).toEqual([]);
    expect(searchFolder(t.dir, [EMAIL])).toEqual([]);
    // Nobody else's data was touched.
    expect((await searchDatabase(t.db, [OTHER_NAME])).length).toBeGreaterThan(3);
    expect((await t.request('/api/will', { cookie: otto.cookie })).status).toBe(200);
  });

  it('leaves the account whole, with a clear message, when the payment service fails; trying again later works', async () => {
    const { cookie } = await t.signUp('gateway.down@example.com', 'Gail Gateway');
    const userId = await userIdOf(t, cookie);
    await t.db.insertInto('payment_customer').values({ user_id: userId, customer_id: `cus_${userId}`, payment_method_id: null, card_brand: null, card_last4: null }).execute();
    await t.db.insertInto('subscription').values({ user_id: userId, is_active: 1, current_period_end: '2027-11-22T10:00:00.000Z', gateway_subscription_id: `sub_${userId}` }).execute();
    const gateway = watchGateway();
    gateway.deleteCustomer.mockRejectedValueOnce(new PaymentError('gateway', 'The payment service could not be reached'));
    const before = await rowsOf(userId);

    const res = await deleteAccount(cookie, PASSWORD);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      type: 'payment_service',
      message: 'We could not delete your account because our payment provider did not answer. Nothing has been deleted. Please try again in a few minutes.',
    });
    expect(await rowsOf(userId)).toEqual(before);
    expect((await t.request('/api/will', { cookie })).status).toBe(200);

    // The cancellation went through before the failure; trying again does not depend on it going through twice.
    expect(gateway.cancel).toHaveBeenCalledTimes(1);
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
    expect(gateway.deleteCustomer).toHaveBeenLastCalledWith(`cus_${userId}`);
    expect(Object.values(await rowsOf(userId)).every((count) => count === 0)).toBe(true);
  });

  it('cancels nothing and deletes the customer only when there is one', async () => {
    const { cookie } = await t.signUp('no.customer@example.com', 'Nora Nocard');
    const gateway = watchGateway();
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
    expect(gateway.cancel).not.toHaveBeenCalled();
    expect(gateway.deleteCustomer).not.toHaveBeenCalled();
  });

  it('takes the account’s own rate-limit counts, and never a client address’s', async () => {
    const { cookie } = await t.signUp('counted@example.com', 'Cole Counted');
    const userId = await userIdOf(t, cookie);
    const secret = t.deps.config.authSecret;
    // A count the app keeps per user (the PDF downloads), and one of an IPv6 address ending in the user's id.
    expect((await t.request('/api/will/draft.pdf', { cookie })).status).toBe(200);
    const future = Date.now() + 60_000;
    const addressKey = `addresses:${rateSubjectKey(secret, `fe80::${userId}`)}`;
    await t.db.insertInto('request_count').values({ key: addressKey, count: 1, reset_at: future }).execute();
    const keys = async () => (await t.db.selectFrom('request_count').select('key').execute()).map((row) => row.key);
    expect(await keys()).toContain(`pdfs${userLimitKeySuffix(secret, userId)}`);
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
    expect(await keys()).not.toContain(`pdfs${userLimitKeySuffix(secret, userId)}`);
    expect(await keys()).toContain(addressKey);
  });

  it('also removes the mail sent to an address the account had before a change of email', async () => {
    const { cookie } = await t.signUp('first.address@example.com', 'Fern Former');
    // A message naming neither the name nor either address in its text (as a receipt may), to the first address.
    await t.deps.mail.send({ to: 'first.address@example.com', subject: 'Your receipt', text: 'Order 1234: £90.00, paid.' });
    expect((await t.request('/api/auth/change-email', { method: 'POST', cookie, ip: '10.4.0.1', json: { newEmail: 'second.address@example.com' } })).status).toBe(200);
    expect((await t.request(t.linkTo('second.address@example.com', '/api/auth/verify-email'), { cookie })).status).toBe(302);
    const userId = await userIdOf(t, cookie);
    expect(await t.db.selectFrom('former_email').select('email').where('user_id', '=', userId).execute()).toEqual([{ email: 'first.address@example.com' }]);
    expect(searchFolder(t.dir, ['first.address@example.com']).length).toBeGreaterThan(0);

    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', 'in', ['first.address@example.com', 'second.address@example.com']).execute()).toEqual([]);
    expect(searchFolder(t.dir, ['first.address@example.com', 'second.address@example.com', 'Fern Former'])).toEqual([]);
    expect(await t.db.selectFrom('former_email').select('email').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('needs the account’s password, and changes nothing without it', async () => {
    const { cookie } = await t.signUp('careful@example.com', 'Cara Careful');
    const missing = await deleteAccount(cookie, '');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ type: 'validation', message: 'Enter your password.', fields: { password: ['Enter your password.'] } });
    const wrong = await deleteAccount(cookie, 'not my password');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ type: 'validation', message: 'The password is not right.', fields: { password: ['The password is not right.'] } });
    expect((await t.request('/api/will', { cookie })).status).toBe(200);
  });

  it('is refused while a paid will is in review, with the reason', async () => {
    const { cookie } = await t.signUp('reviewed@example.com', 'Rae Reviewed');
    const userId = await userIdOf(t, cookie);
    const now = new Date().toISOString();
    await t.db.insertInto('will_payment').values({ user_id: userId, paid_at: now, order_id: null }).execute();
    await t.db.insertInto('submission').values({ user_id: userId, state: 'NEW', submitted_at: now, updated_at: now, print_url: null }).execute();
    const res = await deleteAccount(cookie, PASSWORD);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      type: 'will_in_review',
      message: 'You cannot delete your account while our legal team is reviewing the will you paid for. Once it is delivered, or if you ask us to cancel it, you can delete your account.',
    });
    expect((await t.request('/api/will', { cookie })).status).toBe(200);
    await t.db.updateTable('submission').set({ state: 'DELIVERED' }).where('user_id', '=', userId).execute();
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
  });
});
