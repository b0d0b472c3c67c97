import { describe, expect, it } from 'vitest';
import { getPathsFromEvents, getShortestPaths, getSimplePaths } from '@xstate/graph';
import { nextSubmissionState, submissionMachine, UNSUBMITTED, type SubmissionEvent } from './submission.machine';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';

const EVENTS: SubmissionEvent[] = [
  { type: 'order.paid' },
  { type: 'review.request_changes' },
  { type: 'review.deliver' },
  { type: 'user.resubmit' },
  { type: 'order.refunded' },
];
const STATES: SubmissionState[] = ['NEW', 'NEEDS_USER_ATTENTION', 'DELIVERED', 'CANCELLED'];

const trail = (path: { steps: { event: { type: string } }[]; state: { value: unknown } }) => [...path.steps.slice(1).map((s) => s.event.type), path.state.value].join(' > ');

describe('the submission machine', () => {
  it('walks the legal team’s round trip: paid, changes requested, resubmitted, delivered', () => {
    const round: SubmissionEvent[] = [{ type: 'order.paid' }, { type: 'review.request_changes' }, { type: 'user.resubmit' }, { type: 'review.deliver' }];
    const [path] = getPathsFromEvents(submissionMachine, round);
    expect(path!.steps.map((s) => s.state.value)).toEqual([UNSUBMITTED, 'NEW', 'NEEDS_USER_ATTENTION', 'NEW', 'DELIVERED']);
  });

  it('reaches every state from before payment, each by its shortest path', () => {
    const paths = getShortestPaths(submissionMachine, { events: EVENTS });
    expect(Object.fromEntries(paths.map((p) => [String(p.state.value), trail(p)]))).toEqual({
      [UNSUBMITTED]: UNSUBMITTED,
      NEW: 'order.paid > NEW',
      NEEDS_USER_ATTENTION: 'order.paid > review.request_changes > NEEDS_USER_ATTENTION',
      DELIVERED: 'order.paid > review.deliver > DELIVERED',
      CANCELLED: 'order.paid > order.refunded > CANCELLED',
    });
  });

  it('from every state, every simple path to DELIVERED goes through NEW and ends with a reviewer delivering', () => {
    for (const state of STATES.filter((s) => s !== 'DELIVERED')) {
      const paths = getSimplePaths(submissionMachine, { events: EVENTS, fromState: submissionMachine.resolveState({ value: state }), toState: (s) => s.value === 'DELIVERED' });
      expect(paths.length, `paths from ${state}`).toBeGreaterThan(0);
      for (const path of paths) {
        expect(path.steps.at(-1)!.event.type).toBe('review.deliver');
        expect(path.steps.at(-2)?.state.value ?? state).toBe('NEW');
      }
    }
    const fromAttention = getSimplePaths(submissionMachine, { events: EVENTS, fromState: submissionMachine.resolveState({ value: 'NEEDS_USER_ATTENTION' }), toState: (s) => s.value === 'DELIVERED' });
    expect(fromAttention.map(trail).sort()).toEqual([
      'order.paid > review.deliver > DELIVERED',
      'order.refunded > order.paid > review.deliver > DELIVERED',
      'user.resubmit > review.deliver > DELIVERED',
    ]);
  });

  it('lets reviewers act only on NEW submissions', () => {
    for (const state of [null, ...STATES]) {
      const expected = state === 'NEW';
      expect(nextSubmissionState(state, { type: 'review.deliver' }) !== null, `deliver from ${state}`).toBe(expected);
      expect(nextSubmissionState(state, { type: 'review.request_changes' }) !== null, `request changes from ${state}`).toBe(expected);
    }
    expect(nextSubmissionState('NEW', { type: 'review.request_changes' })).toBe('NEEDS_USER_ATTENTION');
    expect(nextSubmissionState('NEW', { type: 'review.deliver' })).toBe('DELIVERED');
  });

  it('a payment queues the will from any state, also with no submission yet and after a refund', () => {
    for (const state of [null, ...STATES]) expect(nextSubmissionState(state, { type: 'order.paid' }), `paid from ${state}`).toBe('NEW');
  });

  it('a resubmission returns a live submission to NEW, but not a refunded one: that is paid for again', () => {
    for (const state of [null, 'NEW', 'NEEDS_USER_ATTENTION', 'DELIVERED'] as const) expect(nextSubmissionState(state, { type: 'user.resubmit' })).toBe('NEW');
    expect(nextSubmissionState('CANCELLED', { type: 'user.resubmit' })).toBeNull();
  });

  it('a refund cancels a submission being reviewed, waiting on its user, or delivered (the 30-day guarantee), never twice', () => {
    for (const state of ['NEW', 'NEEDS_USER_ATTENTION', 'DELIVERED'] as const) expect(nextSubmissionState(state, { type: 'order.refunded' })).toBe('CANCELLED');
    expect(nextSubmissionState('CANCELLED', { type: 'order.refunded' })).toBeNull();
    expect(nextSubmissionState(null, { type: 'order.refunded' })).toBeNull();
  });
});
