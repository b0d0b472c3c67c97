/**
 * The legal team signs in with a second factor. A reviewer without it is refused by every review API route
 * and console page (403 `two_factor_required`); turning it on takes the password and a code from the app (computed
 * here from the secret in the otpauth:// URI); later sign-ins ask for a code, or a backup code, which works once.
 * Writers may turn it on too. Every opening of a submission is recorded in `review_view`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { paidWriter, signedInReviewer } from './review-helpers';
import { anotherAddress, cookieOf, enrolTwoFactor, startEnrolment, totpOf } from './two-factor-helpers';
import reviewCopy from '../../schemas/copy/review.json';
import twoFactorCopy from '../../schemas/copy/two-factor.json';

let t: TestApp;
let writer: Awaited<ReturnType<typeof paidWriter>>;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.dir, 'web'), { recursive: true });
  writeFileSync(join(t.dir, 'web', 'index.html'), '<!doctype html><title>Will Writer</title><div id="root"></div>');
  writer = await paidWriter(t);
});
afterAll(() => t.close());

const signIn = (email: string, ip = anotherAddress()) => t.request('/api/auth/sign-in/email', { method: 'POST', ip, json: { email, password: PASSWORD } });
const sessionOf = async (cookie: string) => (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string; twoFactorEnabled: boolean } } | null;
const queue = (cookie: string) => t.request('/api/review/submissions', { cookie });

/** Signs in with the password: better-auth answers that a code is needed, with the cookie of the pending sign-in. */
async function signInAskingForCode(email: string, ip = anotherAddress()) {
  const response = await signIn(email, ip);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const pending = cookieOf(response);
  expect(await sessionOf(pending)).toBeNull();
  return pending;
}

describe('a reviewer without the second factor', () => {
  it('is refused by every review route and console page with a message sending them to set it up', async () => {
    const { cookie } = await signedInReviewer(t, undefined, { twoFactor: false });
    const refusals = [
      await queue(cookie),
      await t.request(`/api/review/submissions/${writer.id}`, { cookie }),
      await t.request(`/api/review/submissions/${writer.id}/needs-attention`, { method: 'POST', cookie, json: { step: 'about-you', message: 'x', version: 'x' } }),
      await t.request(`/api/review/submissions/${writer.id}/deliver`, { method: 'POST', cookie, json: { version: 'x' } }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ type: 'two_factor_required', message: reviewCopy.errors.twoFactorRequired });
    }
    for (const page of ['/review', `/review/submissions/${writer.id}`]) expect((await t.request(page, { cookie })).status).toBe(403);
    expect(await t.db.selectFrom('review_view').selectAll().where('user_id', '=', writer.userId).execute()).toEqual([]);
  });
});

describe('setting up the second factor', () => {
  it('needs the password, then a code from the app; the console opens to the new session only', async () => {
    const { cookie, email } = await signedInReviewer(t, undefined, { twoFactor: false });
    // A second device signed in before the factor was on.
    const elsewhere = cookieOf(await signIn(email));
    expect(await sessionOf(elsewhere)).not.toBeNull();

    const wrongPassword = await t.request('/api/auth/two-factor/enable', { method: 'POST', cookie, ip: anotherAddress(), json: { password: 'not the password' } });
    expect(wrongPassword.status).toBe(400);

    const ip = anotherAddress();
    const { totpURI, backupCodes } = await startEnrolment(t, cookie, ip);
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Will Writer');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(backupCodes).toHaveLength(10);
    // Not on until the app's code is entered.
    expect((await queue(cookie)).status).toBe(403);
    const wrong = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie, ip, json: { code: totpOf(totpURI, Date.now() - 10 * 60_000) } });
    expect(wrong.status).toBe(401);
    expect((await queue(cookie)).status).toBe(403);

    const verified = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie, ip, json: { code: totpOf(totpURI) } });
    expect(verified.status).toBe(200);
    const session = cookieOf(verified);
    expect((await sessionOf(session))?.user.twoFactorEnabled).toBe(true);
    expect((await queue(session)).status).toBe(200);
    expect((await t.request('/review', { cookie: session })).status).toBe(200);
    // The sessions opened with the password alone are ended.
    expect(await sessionOf(cookie)).toBeNull();
    expect(await sessionOf(elsewhere)).toBeNull();
  });

  it('is asked for at every later sign-in, and a device is never trusted to skip it', async () => {
    const { email, totpURI } = await signedInReviewer(t);
    const ip = anotherAddress();
    const pending = await signInAskingForCode(email, ip);
    expect((await queue(pending)).status).toBe(401);
    const verified = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: pending, ip, json: { code: totpOf(totpURI!), trustDevice: true } });
    expect(verified.status).toBe(200);
    const session = cookieOf(verified);
    expect((await queue(session)).status).toBe(200);
    // Signing in again from the same browser (its cookies sent) still asks for the code.
    const again = await t.request('/api/auth/sign-in/email', { method: 'POST', cookie: session, ip, json: { email, password: PASSWORD } });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('takes a backup code once', async () => {
    const { email, backupCodes } = await signedInReviewer(t);
    const code = backupCodes![0]!;
    const ip = anotherAddress();
    const first = await t.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: await signInAskingForCode(email, ip), ip, json: { code } });
    expect(first.status).toBe(200);
    expect((await queue(cookieOf(first))).status).toBe(200);
    const ip2 = anotherAddress();
    const second = await t.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: await signInAskingForCode(email, ip2), ip: ip2, json: { code } });
    expect(second.status).toBe(401);
  });

  it('is open to a will writer, whose sign-in then asks for the code too', async () => {
    const { cookie, email } = await t.signUp();
    const { cookie: session, totpURI } = await enrolTwoFactor(t, cookie);
    expect((await t.request('/api/will', { cookie: session })).status).toBe(200);
    // A writer is still not a reviewer.
    expect(await (await queue(session)).json()).toMatchObject({ type: 'forbidden' });
    const ip = anotherAddress();
    const pending = await signInAskingForCode(email, ip);
    const verified = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: pending, ip, json: { code: totpOf(totpURI) } });
    expect((await sessionOf(cookieOf(verified)))?.user.email).toBe(email);
  });
});

describe('turning it off and making new backup codes, from the account page', () => {
  const post = (path: string, cookie: string, json: unknown) => t.request(`/api/auth/two-factor/${path}`, { method: 'POST', cookie, ip: anotherAddress(), json });

  it('is refused to a reviewer, who must keep it, whatever the password', async () => {
    const { cookie } = await signedInReviewer(t);
    for (const password of [PASSWORD, 'not the password']) {
      const refused = await post('disable', cookie, { password });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: twoFactorCopy.errors.reviewerMustKeep });
    }
    expect((await sessionOf(cookie))?.user.twoFactorEnabled).toBe(true);
    expect((await queue(cookie)).status).toBe(200);
  });

  it('is open to a writer with the password: sign-in then asks for no code', async () => {
    const { cookie, email } = await t.signUp();
    const { cookie: session } = await enrolTwoFactor(t, cookie);
    expect((await post('disable', session, { password: 'not the password' })).status).toBe(400);
    expect((await sessionOf(session))?.user.twoFactorEnabled).toBe(true);
    const disabled = await post('disable', session, { password: PASSWORD });
    expect(disabled.status).toBe(200);
    expect((await sessionOf(cookieOf(disabled)))?.user.twoFactorEnabled).toBe(false);
    const again = await signIn(email);
    expect(await again.json()).not.toMatchObject({ twoFactorRedirect: true });
    expect((await sessionOf(cookieOf(again)))?.user.email).toBe(email);
  });

  it('makes new backup codes with the password, and the old ones stop working', async () => {
    const { cookie, email, backupCodes: old } = await signedInReviewer(t);
    expect((await post('generate-backup-codes', cookie!, { password: 'not the password' })).status).toBeGreaterThanOrEqual(400);
    const made = await post('generate-backup-codes', cookie, { password: PASSWORD });
    expect(made.status).toBe(200);
    const { backupCodes } = (await made.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.filter((code) => old!.includes(code))).toEqual([]);
    const withCode = async (code: string) => {
      const ip = anotherAddress();
      return t.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: await signInAskingForCode(email, ip), ip, json: { code } });
    };
    expect((await withCode(old![1]!)).status).toBe(401);
    const fresh = await withCode(backupCodes[0]!);
    expect(fresh.status).toBe(200);
    expect((await queue(cookieOf(fresh))).status).toBe(200);
  });
});

describe('the record of who opened a submission', () => {
  it('has one row for each time a reviewer opens it in full, and the submission’s version does not move', async () => {
    const { cookie, email } = await signedInReviewer(t);
    const reviewerId = String((await t.db.selectFrom('user' as never).select('id' as never).where('email' as never, '=', email as never).executeTakeFirstOrThrow() as { id: number }).id);
    const first = (await (await t.request(`/api/review/submissions/${writer.id}`, { cookie })).json()) as { version: string; revision: number };
    const second = (await (await t.request(`/api/review/submissions/${writer.id}`, { cookie })).json()) as { version: string };
    expect(second.version).toBe(first.version);
    // The queue is not an opening.
    expect((await queue(cookie)).status).toBe(200);
    const rows = await t.db.selectFrom('review_view').selectAll().where('user_id', '=', writer.userId).where('reviewer_id', '=', reviewerId).orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ reviewer_email: email, revision: first.revision });
    expect(Date.parse(rows[0]!.created_at)).not.toBeNaN();
    await expect(t.db.updateTable('review_view').set({ reviewer_email: 'x@example.com' }).where('id', '=', rows[0]!.id).execute()).rejects.toThrow(/review_view is insert-only/);
    await expect(t.db.deleteFrom('review_view').where('id', '=', rows[0]!.id).execute()).rejects.toThrow(/review_view is insert-only/);
  });
});
