/** Turning on the second factor through better-auth's API, with codes computed from the secret as an app would. */
import { expect } from 'vitest';
import { TOTP, URI } from 'otpauth';
import { PASSWORD, type TestApp } from './test-app';

/** The code an authenticator app shows now for the otpauth:// URI (or its base32 secret). */
export function totpOf(uriOrSecret: string, timestamp = Date.now()): string {
  const totp = uriOrSecret.startsWith('otpauth://') ? URI.parse(uriOrSecret) : new TOTP({ secret: uriOrSecret });
  return (totp as TOTP).generate({ timestamp });
}

/** The cookie header a response's Set-Cookie headers amount to (the session, or the pending second factor). */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/**
 * better-auth allows 3 calls to /two-factor/* per client address in 10 seconds: each enrolment comes from an address
 * of its own, so suites that set up many reviewers are not refused.
 */
export const anotherAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** POST /api/auth/two-factor/enable with the password: the otpauth:// URI and the backup codes, shown once. */
export async function startEnrolment(t: TestApp, cookie: string, ip = anotherAddress()) {
  const response = await t.request('/api/auth/two-factor/enable', { method: 'POST', cookie, ip, json: { password: PASSWORD } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { totpURI: string; backupCodes: string[] };
}

/**
 * Turns the second factor on for the signed-in account as the set-up screen does: asks for the secret, then sends the
 * app's code. Answers the new session cookie (better-auth replaces the session), the URI and the backup codes.
 */
export async function enrolTwoFactor(t: TestApp, cookie: string) {
  const ip = anotherAddress();
  const { totpURI, backupCodes } = await startEnrolment(t, cookie, ip);
  const verified = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie, ip, json: { code: totpOf(totpURI) } });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { cookie: cookieOf(verified), totpURI, backupCodes };
}
