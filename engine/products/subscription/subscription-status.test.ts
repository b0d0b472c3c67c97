import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscription-status';

const NOW = '2026-01-10T12:00:00.000Z';
const until = (end: string, cancel = false) => ({ is_active: true, cancel_at_period_end: cancel, current_period_end: end });

describe('subscriptionStatus (SPEC 2.5)', () => {
  it('active, or cancelling when it ends at the close of its paid period', () => {
    expect(subscriptionStatus(until('2026-06-01T00:00:00.000Z'), NOW)).toBe('active');
    expect(subscriptionStatus(until('2026-06-01T00:00:00.000Z', true), NOW)).toBe('cancelling');
  });
  it('inactive with none, switched off, or past its period end', () => {
    expect(subscriptionStatus(null, NOW)).toBe('inactive');
    expect(subscriptionStatus({ ...until('2026-06-01T00:00:00.000Z'), is_active: false }, NOW)).toBe('inactive');
    expect(subscriptionStatus(until('2026-01-01T00:00:00.000Z', true), NOW)).toBe('inactive');
  });
});
