import { describe, expect, it } from 'vitest';
import { resubmitRefusal, subscriptionActive } from './resubmission';
import { completeWill, TODAY } from './fixtures/will-fixtures';
import type { Will } from './will';

const now = `${TODAY}T10:00:00.000Z`;
const active = { is_active: true, current_period_end: '2099-01-01T00:00:00.000Z' };

describe('subscriptionActive', () => {
  it('is active only while is_active and the period has not ended', () => {
    expect(subscriptionActive(active, now)).toBe(true);
    expect(subscriptionActive({ ...active, is_active: false }, now)).toBe(false);
    expect(subscriptionActive({ ...active, current_period_end: now }, now)).toBe(false);
    expect(subscriptionActive({ ...active, current_period_end: 'soon' }, now)).toBe(false);
    expect(subscriptionActive(null, now)).toBe(false);
  });
});

describe('resubmitRefusal', () => {
  it('allows a paid, complete will with an active subscription', () => {
    expect(resubmitRefusal(completeWill(), { paid: true, subscription: active }, TODAY, now)).toBeNull();
  });
  it('refuses a will never paid for, then an incomplete one, then one without a subscription', () => {
    expect(resubmitRefusal(completeWill(), { paid: false, subscription: active }, TODAY, now)).toBe('not_submitted');
    const incomplete = { ...completeWill(), executors: [] } as Will;
    expect(resubmitRefusal(incomplete, { paid: true, subscription: active }, TODAY, now)).toBe('incomplete');
    expect(resubmitRefusal(completeWill(), { paid: true, subscription: null }, TODAY, now)).toBe('needs_payment');
  });
});
