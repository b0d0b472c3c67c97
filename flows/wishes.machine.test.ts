import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { wishesMachine } from './wishes.machine';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers });
const routeOf = (stateId: string) => (wishesMachine.states[stateId as keyof typeof wishesMachine.states]?.meta as { route?: string } | undefined)?.route;

/** SPEC 2.5 / 4.1 / 2.13 written out: where each wishes screen leads on Save and on Back. */
const SPEC: Record<string, { next: string; back: string }> = {
  'funeral-wishes': { next: '/will/dashboard#gifts', back: '/will/dashboard#wishes' },
  'other-wishes': { next: '/will/dashboard', back: '/will/dashboard#other-wishes' },
};

describe('wishes machine (SPEC 2.12, 4.1)', () => {
  for (const [stepId, spec] of Object.entries(SPEC)) {
    it(`${stepId}: every path leaves for the dashboard card SPEC names`, () => {
      const start = wishesMachine.resolveState({ value: stepId, context: ctxOf(completeWill()) });
      const paths = getSimplePaths(wishesMachine, {
        fromState: start,
        events: [{ type: 'step.next' }, { type: 'step.back' }] as FlowEvent[],
        toState: (snapshot) => snapshot.status === 'done',
      });
      const exits = paths.map((p) => [p.steps.at(-1)!.event.type, routeOf(String(p.state.value))]).sort();
      expect(exits).toEqual([['step.back', spec.back], ['step.next', spec.next]]);
    });
  }

  it('the runner takes a save from funeral wishes to #gifts and from other wishes to the dashboard', () => {
    const ctx = ctxOf(completeWill());
    expect(nextDestination('funeral-wishes', { type: 'step.next' }, ctx).to).toEqual({ route: '/will/dashboard#gifts' });
    expect(nextDestination('other-wishes', { type: 'step.next' }, ctx).to).toEqual({ route: '/will/dashboard' });
  });

  it('each opens only once financial assets (step 4) is passed, otherwise the user goes to the dashboard', () => {
    for (const stepId of Object.keys(SPEC)) {
      expect(mayEnter(stepId, ctxOf({ ...completeWill(), passedSteps: [1, 2] }))).toEqual({ route: '/will/dashboard' });
      expect(mayEnter(stepId, ctxOf({ ...completeWill(), passedSteps: [1, 2, 4] }))).toBe(true);
    }
  });
});
