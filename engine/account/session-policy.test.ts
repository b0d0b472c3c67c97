import { describe, expect, it } from 'vitest';
import { cappedSessionExpiry, SESSION_MAX_SECONDS } from './session-policy';

describe('session expiry cap', () => {
  const signIn = 1_800_000_000_000;
  it('keeps an extension that ends within 12 hours of sign-in', () => {
    expect(cappedSessionExpiry(signIn, signIn + 60_000)).toBe(signIn + 60_000);
  });
  it('cuts one that would outlive them', () => {
    expect(cappedSessionExpiry(signIn, signIn + SESSION_MAX_SECONDS * 1000 + 1)).toBe(signIn + 12 * 3600 * 1000);
  });
});
