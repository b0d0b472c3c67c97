import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { userIdOf, validPayload } from './will-test-data';
import { searchDatabase, searchFolder } from './personal-data-search';

const NAME = 'Zelda Quixote';
const EMAIL = 'zelda.quixote@example.com';
const OTHER_NAME = 'Otto Other';
const OTHER_EMAIL = 'otto.other@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (cookie: string, password: unknown) => t.request('/api/account/delete', { method: 'POST', cookie, json: { password } });

/** A user with something in every kind of table: a will naming them, answers, mail, orders, payments, a basket. */
async function userWithEverything(name: string, email: string) {
  const { cookie } = await t.signUp(email, name);
  const userId = await userIdOf(t, cookie);
  const payload = validPayload(0);
  payload.userInfo = { ...payload.userInfo, fullName: name };
  expect((await t.request('/api/will', { method: 'POST', cookie, json: payload })).status).toBe(200);
  expect((await t.request('/api/will', { method: 'POST', cookie, json: { ...payload, revision: 1 } })).status).toBe(200);
  expect((await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { hasPartner: true, type: 'willBasic' } })).status).toBeLessThan(300);
  expect((await t.request('/api/will/refer-partner', { method: 'POST', cookie, json: { name: 'Pat Partner', email: `partner.${name.length}@example.com` } })).status).toBe(200);
  expect((await t.request('/api/cart/add-lpa', { method: 'POST', cookie })).status).toBe(200);
  // Asking for a password reset leaves a token naming the user, and a failed sign-in a count keyed by the address.
  expect((await t.request('/api/auth/request-password-reset', { method: 'POST', ip: `10.3.0.${name.length}`, json: { email } })).status).toBe(200);
  expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong password' } })).status).toBe(401);
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
  await t.db.insertInto('submission').values({ user_id: userId, state: 'DELIVERED', submitted_at: now, updated_at: now, print_url: null }).execute();
  await t.db.insertInto('call_booking').values({ user_id: userId, slot_start: `2026-12-0${name.length % 9}T10:00:00.000Z`, phone: '07700 900123', topic: `Call for ${name}`, created_at: now, updated_at: now }).execute();
  return { cookie, userId };
}

describe('delete my account', () => {
  it('removes the user’s name and email from every table and file, keeps the order without them, and signs them out', async () => {
    const zelda = await userWithEverything(NAME, EMAIL);
    const otto = await userWithEverything(OTHER_NAME, OTHER_EMAIL);
    // The searches find the data while it is there, so their silence afterwards means something.
    expect((await searchDatabase(t.db, [NAME])).length).toBeGreaterThan(3);
    expect((await searchDatabase(t.db, [EMAIL])).length).toBeGreaterThan(3);
    expect(searchFolder(t.dir, [EMAIL]).length).toBeGreaterThan(0);

    const res = await deleteAccount(zelda.cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/session_token=;/);

    expect(await searchDatabase(t.db, [NAME, EMAIL])).toEqual([]);
    expect(searchFolder(t.dir, [NAME, EMAIL])).toEqual([]);
    // The order stays for the accounts, owned by no account and with no address.
    const order = await t.db.selectFrom('will_order').selectAll().where('id', '=', `order-${zelda.userId}`).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total: 9000, state: 'paid', receipt_email: '' });
    expect(order.user_id).toMatch(/^erased:/);
    // Signed out, and the account is gone.
    expect((await t.request('/api/will', { cookie: zelda.cookie })).status).toBe(401);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: EMAIL, password: PASSWORD } })).status).toBe(401);
    // Nobody else's data was touched.
    expect((await searchDatabase(t.db, [OTHER_NAME])).length).toBeGreaterThan(3);
    expect((await t.request('/api/will', { cookie: otto.cookie })).status).toBe(200);
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
