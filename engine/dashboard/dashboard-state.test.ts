import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { arbitraryWill } from '../will/fixtures/arbitrary-will';
import { PARTNER, TODAY, completeWill } from '../will/fixtures/will-fixtures';
import { SIDEBAR_STATES, sidebarState } from './dashboard-state';
import { emptyWill } from '../will/will';

describe('sidebarState (SPEC 4.1 order)', () => {
  const ready = completeWill();
  const broken = { ...completeWill(), executors: [] };

  it('1 delivered beats everything', () => {
    expect(sidebarState(broken, { submissionState: 'DELIVERED', paid: true }, TODAY)).toBe('delivered');
  });
  it('2 reviewed_needs_attention', () => {
    expect(sidebarState(broken, { submissionState: 'NEEDS_USER_ATTENTION' }, TODAY)).toBe('reviewed_needs_attention');
  });
  it('3 needs_attention when guardians, estate or executors was passed but is now incomplete', () => {
    expect(sidebarState(broken, { submissionState: 'NEW', paid: true }, TODAY)).toBe('needs_attention');
    expect(sidebarState({ ...ready, estate: ready.estate!.slice(1) }, {}, TODAY)).toBe('needs_attention');
    expect(sidebarState({ ...ready, guardians: {} }, {}, TODAY)).toBe('needs_attention');
  });
  it('4 in_review when submitted (NEW or CANCELLED) or paid', () => {
    expect(sidebarState(ready, { submissionState: 'NEW' }, TODAY)).toBe('in_review');
    expect(sidebarState(ready, { submissionState: 'CANCELLED' }, TODAY)).toBe('in_review');
    expect(sidebarState(ready, { paid: true }, TODAY)).toBe('in_review');
  });
  it('3 needs_attention, whatever the payment state, when a paid or submitted will has a needed step no longer passed', () => {
    const lostExecutors = { ...ready, executors: [], passedSteps: (ready.passedSteps ?? []).filter((step) => step !== 6) };
    expect(sidebarState(lostExecutors, { paid: true }, TODAY)).toBe('needs_attention');
    expect(sidebarState(lostExecutors, { submissionState: 'NEW', paid: true }, TODAY)).toBe('needs_attention');
    expect(sidebarState(lostExecutors, { submissionState: 'CANCELLED' }, TODAY)).toBe('needs_attention');
    // Never paid for: the step is simply still to do.
    expect(sidebarState(lostExecutors, {}, TODAY)).toBe('in_progress');
  });
  it('5 ready_to_submit when required steps (and guardians with dependants) are passed', () => {
    expect(sidebarState(ready, {}, TODAY)).toBe('ready_to_submit');
    expect(sidebarState({ ...ready, passedSteps: [1, 2, 4, 5, 6] }, {}, TODAY)).toBe('in_progress');
    expect(sidebarState({ ...ready, passedSteps: [1, 2, 4, 5, 6], children: {}, pets: {}, guardians: {}, executors: [{ type: 'person', uuid: PARTNER }], estate: [{ ...ready.estate![0]!, amount: 100 }] }, {}, TODAY)).toBe('ready_to_submit');
  });
  it('6 in_progress after step 1, 7 started otherwise', () => {
    expect(sidebarState({ ...emptyWill(), passedSteps: [1] }, {}, TODAY)).toBe('in_progress');
    expect(sidebarState(emptyWill(), { submissionState: null, paid: false }, TODAY)).toBe('started');
  });

  it('each state wins while every later condition also holds (SPEC 4.1 order)', () => {
    const ready = completeWill();
    const broken = { ...ready, executors: [] };
    const cases = [
      { will: broken, status: { submissionState: 'DELIVERED' as const, paid: true } },
      { will: broken, status: { submissionState: 'NEEDS_USER_ATTENTION' as const, paid: true } },
      { will: broken, status: { submissionState: 'NEW' as const, paid: true } },
      { will: ready, status: { submissionState: 'CANCELLED' as const, paid: true } },
      { will: ready, status: { submissionState: null, paid: false } },
      { will: { ...ready, passedSteps: [1, 2] }, status: {} },
      { will: emptyWill(), status: {} },
    ];
    expect(cases.map(({ will, status }) => sidebarState(will, status, TODAY))).toEqual([...SIDEBAR_STATES]);
  });

  it('needs_attention follows the catalogue: a passed step without a `complete` predicate never needs attention', () => {
    const ready = completeWill();
    expect(sidebarState({ ...ready, passedSteps: [...ready.passedSteps!, 7, 8], funeralWishes: {}, gifts: [] }, {}, TODAY)).toBe('ready_to_submit');
    expect(sidebarState({ ...ready, children: {}, pets: {}, guardians: {} }, {}, TODAY)).toBe('ready_to_submit');
  });

  it('is always exactly one of the seven states', () => {
    const status = fc.record({
      submissionState: fc.constantFrom('NEW' as const, 'CANCELLED' as const, 'DELIVERED' as const, 'NEEDS_USER_ATTENTION' as const, null),
      paid: fc.boolean(),
    });
    fc.assert(fc.property(arbitraryWill, status, (will, s) => {
      expect(SIDEBAR_STATES).toContain(sidebarState(will, s, TODAY));
    }));
  });
});
