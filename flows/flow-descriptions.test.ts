import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { estateMachine } from './estate.machine';
import { flowMachines } from './flow-runner';
import { flowMapCopy, undescribedFlowNames } from './flow-descriptions';

describe('undescribedFlowNames', () => {
  it('finds nothing missing for the flows as shipped', () => {
    expect(undescribedFlowNames(flowMachines)).toEqual([]);
  });

  it('reports a guard, an entry predicate, an event and a flow with no words', () => {
    const config = estateMachine.config as any;
    const changed = createMachine({
      ...config,
      id: 'legacy',
      meta: { ...config.meta, enterIf: 'estate.brandNewRule' },
      states: { ...config.states, 'estate-intro': { on: { 'step.next': [{ guard: 'estate.anotherRule', target: 'estate-split' }, { target: 'estate-beneficiaries' }], 'step.skip': 'estate-split' } } },
    });
    expect(undescribedFlowNames([changed])).toEqual([
      { pointer: '/flows', message: 'has no name for the legacy flow' },
      { pointer: '/guards', message: 'has no description of "estate.brandNewRule" (a guard of the legacy flow)' },
      { pointer: '/guards', message: 'has no description of "estate.anotherRule" (a guard of the legacy flow)' },
      { pointer: '/events', message: 'has no words for the event "step.skip" (legacy flow)' },
    ]);
  });

  it('reports an emptied description', () => {
    const copy = { ...flowMapCopy, guards: { ...flowMapCopy.guards, 'estate.onlyCharities': ' ' } };
    expect(undescribedFlowNames([estateMachine], copy)).toEqual([{ pointer: '/guards', message: 'has no description of "estate.onlyCharities" (a guard of the estate flow)' }]);
  });
});
