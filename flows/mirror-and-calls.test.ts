import { describe, expect, it } from 'vitest';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext } from './flow-context';
import { completeWill, TODAY } from '../engine/will/fixtures/will-fixtures';

const ctx = (overrides: Partial<FlowContext> = {}): FlowContext => ({ will: completeWill(), today: TODAY, answers: {}, markers: { charityFlow: false, employerFlow: false }, ...overrides });
const BOOKING = { slot: '2026-12-03T10:00:00.000Z', phone: '029 2000 0000', topic: 'A flat in Spain' };

describe('the mirror flow', () => {
  it('the invitation is entered once Family names a partner, else the plain invitation', () => {
    expect(mayEnter('mirror-invite', ctx())).toBe(true);
    expect(mayEnter('mirror-invite', ctx({ will: { ...completeWill(), partner: null } }))).toEqual({ stepId: 'refer-partner' });
  });

  it('sending goes to My Will’s mirror-wills panel', () => {
    expect(nextDestination('mirror-invite', { type: 'step.next' }, ctx()).to).toEqual({ route: '/will/dashboard#mirror' });
  });
});

describe('the calls flow', () => {
  it('booking goes to the confirmation, and from it to My Will', () => {
    expect(nextDestination('schedule-call', { type: 'step.next' }, ctx()).to).toEqual({ stepId: 'schedule-call-booked' });
    expect(nextDestination('schedule-call-booked', { type: 'step.next' }, ctx()).to).toEqual({ route: '/will/dashboard' });
  });

  it('the confirmation is shown only for a call to come (what it loaded), else the booking page', () => {
    expect(mayEnter('schedule-call-booked', ctx({ loaded: { slots: [], booking: BOOKING } }))).toBe(true);
    expect(mayEnter('schedule-call-booked', ctx({ loaded: { slots: [], booking: null } }))).toEqual({ stepId: 'schedule-call' });
    expect(mayEnter('schedule-call', ctx())).toBe(true);
  });
});
