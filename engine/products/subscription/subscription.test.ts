import { describe, expect, it } from 'vitest';
import {
  changeSubscription,
  guaranteeState,
  oneYearAfter,
  refundDeadline,
  refundRefusal,
  subscriptionSummary,
  SUBSCRIPTION_PRICE_PENCE,
} from './subscription';

const NOW = '2026-11-22T10:00:00.000Z';
const record = (end: string, cancel = false, active = true) => ({ is_active: active, cancel_at_period_end: cancel, current_period_end: end });

describe('the yearly period (SPEC 1: free the first year, then £10 a year from the purchase date)', () => {
  it('ends one year after the purchase, at the same moment', () => {
    expect(oneYearAfter('2026-11-22T10:00:00.000Z')).toBe('2027-11-22T10:00:00.000Z');
    expect(oneYearAfter('2026-12-31T23:59:59.999Z')).toBe('2027-12-31T23:59:59.999Z');
  });
  it('ends on 28 February after a purchase on 29 February', () => {
    expect(oneYearAfter('2028-02-29T12:00:00.000Z')).toBe('2029-02-28T12:00:00.000Z');
  });
  it('refuses a time it cannot read', () => {
    expect(() => oneYearAfter('soon')).toThrow("Not an ISO 8601 time: 'soon'");
    expect(() => oneYearAfter('2026-13-45T00:00:00Z')).toThrow(/Not an ISO 8601 time/);
  });
});

describe('subscriptionSummary', () => {
  it('an active subscription is paid for until its period end, when £10 is next due', () => {
    expect(subscriptionSummary(record('2027-11-22T10:00:00.000Z'), NOW)).toEqual({
      status: 'active',
      until: '2027-11-22',
      nextPayment: { amount: SUBSCRIPTION_PRICE_PENCE, date: '2027-11-22' },
    });
    expect(SUBSCRIPTION_PRICE_PENCE).toBe(1000);
  });
  it('a cancelling one ends at its period end with nothing more to pay', () => {
    expect(subscriptionSummary(record('2027-11-22T10:00:00.000Z', true), NOW)).toEqual({ status: 'cancelling', until: '2027-11-22', nextPayment: null });
  });
  it('none, a switched-off one and an ended one are inactive', () => {
    const inactive = { status: 'inactive', until: null, nextPayment: null };
    expect(subscriptionSummary(null, NOW)).toEqual(inactive);
    expect(subscriptionSummary(record('2027-11-22T10:00:00.000Z', false, false), NOW)).toEqual(inactive);
    expect(subscriptionSummary(record('2026-11-22T09:59:59.999Z'), NOW)).toEqual(inactive);
  });
});

describe('changeSubscription', () => {
  it('cancels only an active subscription, at the end of its period', () => {
    expect(changeSubscription(record('2027-01-01T00:00:00.000Z'), 'cancel', NOW)).toEqual({ ok: true, cancelAtPeriodEnd: true });
    expect(changeSubscription(record('2027-01-01T00:00:00.000Z', true), 'cancel', NOW)).toEqual({ ok: false, refusal: 'nothing_to_cancel' });
    expect(changeSubscription(null, 'cancel', NOW)).toEqual({ ok: false, refusal: 'nothing_to_cancel' });
    expect(changeSubscription(record('2026-01-01T00:00:00.000Z'), 'cancel', NOW)).toEqual({ ok: false, refusal: 'nothing_to_cancel' });
  });
  it('resumes only a cancelling subscription whose period has not ended', () => {
    expect(changeSubscription(record('2027-01-01T00:00:00.000Z', true), 'resume', NOW)).toEqual({ ok: true, cancelAtPeriodEnd: false });
    expect(changeSubscription(record('2027-01-01T00:00:00.000Z'), 'resume', NOW)).toEqual({ ok: false, refusal: 'nothing_to_resume' });
    expect(changeSubscription(record('2026-01-01T00:00:00.000Z', true), 'resume', NOW)).toEqual({ ok: false, refusal: 'nothing_to_resume' });
    expect(changeSubscription(null, 'resume', NOW)).toEqual({ ok: false, refusal: 'nothing_to_resume' });
  });
});

describe('the money-back guarantee (SPEC 1, 9: within 30 days of purchase)', () => {
  const paidAt = '2026-10-23T10:00:00.000Z';
  it('is open until exactly 30 days after the payment', () => {
    expect(refundDeadline(paidAt)).toBe('2026-11-22T10:00:00.000Z');
    expect(refundRefusal({ total: 9000, paid_at: paidAt }, '2026-10-23T10:00:00.000Z')).toBeNull();
    expect(refundRefusal({ total: 9000, paid_at: paidAt }, '2026-11-22T10:00:00.000Z')).toBeNull();
  });
  it('is closed a moment later', () => {
    expect(refundRefusal({ total: 9000, paid_at: paidAt }, '2026-11-22T10:00:00.001Z')).toBe('window_closed');
    expect(refundRefusal({ total: 9000, paid_at: '2025-01-01T00:00:00.000Z' }, NOW)).toBe('window_closed');
  });
  it('has nothing to refund for a free order', () => {
    expect(refundRefusal({ total: 0, paid_at: paidAt }, NOW)).toBe('free_order');
  });
});

describe('guaranteeState', () => {
  const paid = { state: 'paid' as const, total: 9000, paid_at: '2026-11-01T10:00:00.000Z' };
  it('names where the latest purchase stands', () => {
    expect(guaranteeState(null, NOW)).toBe('none');
    expect(guaranteeState(paid, NOW)).toBe('refundable');
    expect(guaranteeState({ ...paid, paid_at: '2026-09-01T10:00:00.000Z' }, NOW)).toBe('expired');
    expect(guaranteeState({ ...paid, total: 0 }, NOW)).toBe('free');
    expect(guaranteeState({ ...paid, state: 'refunded' }, NOW)).toBe('refunded');
  });
});
