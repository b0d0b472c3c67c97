import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { financialMachine } from './financial.machine';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { runOperation } from '../engine/steps/step-operations';
import { TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers: { charityFlow: false, employerFlow: false } });
const states = financialMachine.states as Record<string, { config: { on?: object }; meta?: { route?: string } }>;
const eventsFor = (state: string): FlowEvent[] => Object.keys(states[state]?.config.on ?? {}).map((type) => ({ type }) as FlowEvent);

describe('financial assets flow (SPEC 2.9, 4.3)', () => {
  it('from the list: Done leads to #estate, Back to #financial (every path)', () => {
    const paths = getSimplePaths(financialMachine, {
      input: ctxOf(completeWill()),
      events: (snapshot) => eventsFor(String(snapshot.value)),
      toState: (snapshot) => snapshot.status === 'done',
    });
    const fromList = paths.filter((p) => p.steps.length === 2);
    const exits = fromList.map((p) => `${p.steps[1]!.event.type} -> ${states[String(p.state.value)]!.meta!.route}`).sort();
    expect(exits).toEqual(['step.back -> /will/dashboard#financial', 'step.next -> /will/dashboard#estate']);
  });

  it('Done passes step 4 (the step file commits steps.pass:financial), which unlocks steps 5 to 9', () => {
    const will: Will = { ...completeWill(), passedSteps: [1, 2, 3] };
    const passed = runOperation('steps.pass:financial', will, { params: {}, today: TODAY });
    expect(passed.ok && passed.will.passedSteps).toEqual([1, 2, 3, 4]);
    expect(nextDestination('financial', { type: 'step.next' }, ctxOf(will)).to).toEqual({ route: '/will/dashboard#estate' });
  });

  it.each(['financial-add-asset', 'financial-edit-asset'])('%s returns to the list on Save, Close and Remove', (stepId) => {
    for (const type of ['step.next', 'step.back', 'item.removed'] as const) {
      expect(nextDestination(stepId, { type }, ctxOf(completeWill()), { index: '0' }).to).toEqual({ stepId: 'financial' });
    }
  });

  it('needs step 2 passed; an edit screen whose index names no asset goes back to the list', () => {
    expect(mayEnter('financial', ctxOf({ ...completeWill(), passedSteps: [1] }))).toEqual({ route: '/will/dashboard' });
    expect(mayEnter('financial-edit-asset', ctxOf(completeWill()), { index: '1' })).toBe(true);
    expect(mayEnter('financial-edit-asset', ctxOf(completeWill()), { index: '2' })).toEqual({ stepId: 'financial' });
  });
});
