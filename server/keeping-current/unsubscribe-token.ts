/**
 * The unsubscribe link of a check-in email works without signing in, so it carries proof that we made it: an HMAC of
 * the user's id under the server secret. It can only turn check-ins off, so it never expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`keep-current-unsubscribe:${userId}`).digest('base64url');
}

export function validUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
