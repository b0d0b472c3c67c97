/** The legal team's side for the review tests: reviewers, wills paid through checkout, the console's calls, PDFs as text. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { grantReviewer, type ReviewerLevel } from '../../server/stores/reviewer-role';
import { withAuthUsers } from '../../server/stores/auth-users';
import { createHashids } from '../../server/auth/hashid';
import { confirmEmail, pay, post } from './checkout-helpers';
import type { TestApp } from './test-app';
import { userWithWill } from './will-test-data';
import { enrolTwoFactor } from './two-factor-helpers';

/**
 * A signed-in member of the legal team (granted the role as `npm run user:reviewer` does), who has set up the second
 * factor the console needs unless `twoFactor` is false: the session is then one the console refuses. A
 * supervisor unless `level` says reviewer: a supervisor's delivery goes out without a sign-off, as every delivery
 * did before reviewer levels.
 */
export async function signedInReviewer(
  t: TestApp,
  email = `reviewer${Math.random().toString(36).slice(2)}@example.com`,
  { twoFactor = true, level = 'supervisor' as ReviewerLevel } = {},
) {
  const { cookie } = await t.signUp(email, 'Rita Reviewer');
  expect(await grantReviewer(t.db, email, level)).toBe(true);
  if (!twoFactor) return { cookie, email };
  const enrolled = await enrolTwoFactor(t, cookie);
  return { cookie: enrolled.cookie, email, totpURI: enrolled.totpURI, backupCodes: enrolled.backupCodes };
}

/**
 * A will writer whose complete will was paid for through the real checkout (submission NEW), with the add-ons
 * asked for. Answers the session, the user id and the submission's id as the console names it (the hashid).
 */
export async function paidWriter(t: TestApp, addons: { urgent?: boolean; printing?: boolean } = {}) {
  const user = await userWithWill(t);
  const { email } = await withAuthUsers(t.db).selectFrom('user').select('email').where('id', '=', Number(user.userId)).executeTakeFirstOrThrow();
  await confirmEmail(t, user.userId);
  if (addons.urgent) expect((await post(t, user.cookie, '/api/cart/add-urgent-will')).status).toBe(200);
  if (addons.printing) expect((await post(t, user.cookie, '/api/cart/add-printing-service')).status).toBe(200);
  await pay(t, user.cookie);
  return { ...user, email, id: submissionIdOf(t, user.userId) };
}

/** The console's id for a user's submission: their hashid. */
export const submissionIdOf = (t: TestApp, userId: string) => createHashids(t.deps.config.hashidSalt).encode(userId);

export type Detail = { version: string; state: string; [key: string]: unknown };

export async function detailOf(t: TestApp, reviewer: string, id: string): Promise<Detail> {
  const response = await t.request(`/api/review/submissions/${id}`, { cookie: reviewer });
  expect(response.status).toBe(200);
  return (await response.json()) as Detail;
}

export const requestChanges = (t: TestApp, reviewer: string, id: string, json: unknown) =>
  t.request(`/api/review/submissions/${id}/needs-attention`, { method: 'POST', cookie: reviewer, json });

export const deliver = (t: TestApp, reviewer: string, id: string, json: unknown) => t.request(`/api/review/submissions/${id}/deliver`, { method: 'POST', cookie: reviewer, json });

/** The text of a PDF as pdftotext reads it (from a file of its own, removed after). */
export function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-pdf-test-'));
  try {
    const file = join(dir, 'will.pdf');
    writeFileSync(file, pdf);
    return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The base64 body of the MIME part with `contentType` in a raw message, decoded. */
export function attachmentOf(raw: string, contentType: string): Buffer {
  const at = raw.search(new RegExp(`Content-Type: ${contentType.replace('/', '\\/')}`, 'i'));
  expect(at, `a ${contentType} part`).toBeGreaterThanOrEqual(0);
  const part = raw.slice(at);
  const body = part.slice(part.indexOf('\r\n\r\n') + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}
