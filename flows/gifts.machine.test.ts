import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { giftsMachine } from './gifts.machine';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { FRIEND, TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const will: Will = { ...completeWill(), passedSteps: [1, 2, 4], gifts: [{ type: 'money', itemDesc: '500', moreInfo: null, beneficiaries: [FRIEND] }] };
const ctx: FlowContext = { will, today: TODAY, answers: {}, markers };
type StateId = keyof typeof giftsMachine.states;
const routeOf = (id: string) => (giftsMachine.states[id as StateId]?.meta as { route?: string } | undefined)?.route;
const FORMS = ['gifts-oneoff', 'gifts-collection', 'gifts-vehicle', 'gifts-money'];

describe('gifts machine (SPEC 2.13, 4.3)', () => {
  it('from the list: Done goes to #other-wishes, Back to #gifts; no other way out', () => {
    const paths = getSimplePaths(giftsMachine, {
      input: ctx,
      events: (snapshot) => Object.keys(giftsMachine.states[String(snapshot.value) as StateId]?.config.on ?? {}).map((type) => ({ type }) as FlowEvent),
      toState: (snapshot) => snapshot.status === 'done',
    });
    expect(paths.map((p) => [p.steps.slice(1).map((s) => s.event.type), routeOf(String(p.state.value))]).sort()).toEqual([
      [['step.back'], '/will/dashboard#gifts'],
      [['step.next'], '/will/dashboard#other-wishes'],
    ]);
  });

  it('every gift form returns to the list on Done and Back', () => {
    for (const stepId of FORMS) {
      for (const type of ['step.next', 'step.back'] as const) expect(nextDestination(stepId, { type }, ctx).to).toEqual({ stepId: 'gifts-list' });
    }
  });

  it('a gift form opens for a gift of the list or a new one at its end; past the end it goes to the list', () => {
    for (const stepId of FORMS) {
      expect(mayEnter(stepId, ctx, { index: '0' })).toBe(true);
      expect(mayEnter(stepId, ctx, { index: '1' })).toBe(true);
      expect(mayEnter(stepId, ctx, { index: '2' })).toEqual({ stepId: 'gifts-list' });
      expect(mayEnter(stepId, ctx, { index: 'x' })).toEqual({ stepId: 'gifts-list' });
    }
  });

  it('gifts open only once Financial is passed (SPEC 4.1)', () => {
    expect(mayEnter('gifts-list', { ...ctx, will: { ...will, passedSteps: [1, 2] } })).toEqual({ route: '/will/dashboard' });
  });
});
