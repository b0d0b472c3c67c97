import { describe, expect, it } from 'vitest';
import { estateMachine } from './estate.machine';
import { flowGraph, flowGraphGuards } from './flow-graph';
import { flowMachines } from './flow-runner';

describe('flowGraph', () => {
  it('reads the estate flow: its entry, states, guarded transitions in order, operations and final routes', () => {
    const graph = flowGraph(estateMachine);
    expect(graph).toMatchObject({ id: 'estate', initial: 'estate-intro', route: '/will/estate', enterIf: ['steps.estateStartable'] });
    expect(graph.transitions.filter((t) => t.from === 'estate-beneficiaries' && t.event === 'step.next')).toEqual([
      { from: 'estate-beneficiaries', event: 'step.next', to: 'estate-partner-charity', guard: 'estate.offerPartnerCharity', order: 0, operations: ['steps.unpassUnfinished:estate'] },
      { from: 'estate-beneficiaries', event: 'step.next', to: 'estate-charities', guard: undefined, order: 1, operations: ['steps.unpassUnfinished:estate'] },
    ]);
    expect(graph.transitions.find((t) => t.from === 'estate-capacity' && t.event === 'step.next')).toMatchObject({ to: 'dashboard-executor', operations: ['steps.pass:estate'] });
    expect(graph.states.find((s) => s.id === 'dashboard-executor')).toMatchObject({ final: true, route: '/will/dashboard#executor' });
    expect(graph.states.find((s) => s.id === 'estate-split')).toMatchObject({ enterIf: ['estate.any'], otherwise: { stepId: 'estate-beneficiaries' } });
    expect(flowGraphGuards(graph)).toEqual(expect.arrayContaining(['steps.estateStartable', 'estate.any', 'estate.onlyCharities', 'charityInterest.ask']));
  });

  it('has every state and transition of every machine', () => {
    for (const machine of flowMachines) {
      const graph = flowGraph(machine);
      expect(graph.states.map((s) => s.id).sort()).toEqual(Object.keys(machine.root.states).sort());
      const count = Object.values(machine.root.states).reduce((sum, node) => sum + [...node.transitions.values()].flat().reduce((n, t) => n + (t.target?.length ?? 0), 0), 0);
      expect(graph.transitions).toHaveLength(count);
    }
  });
});
