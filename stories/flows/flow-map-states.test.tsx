// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { estateMachine } from '../../flows/estate.machine';
import { flowMachines } from '../../flows/flow-runner';
import { FlowMap } from './flow-map';

afterEach(cleanup);

/** The machine's own states, walked here from its config tree (not through the graph the map is drawn from). */
function machineStates(machine: AnyStateMachine): string[] {
  const walk = (states: Record<string, { states?: Record<string, unknown> }> = {}): string[] =>
    Object.entries(states).flatMap(([key, node]) => [key, ...walk(node.states as never)]);
  return walk(machine.config.states as never);
}

function drawnStates(machine: AnyStateMachine): string[] {
  const { container } = render(<FlowMap machine={machine} />);
  return [...container.querySelectorAll('svg [data-state]')].map((node) => node.getAttribute('data-state')!);
}

describe('a flow map shows every state of its machine', () => {
  it.each(flowMachines.map((machine) => [machine.id, machine] as const))('%s', (_id, machine) => {
    const states = machineStates(machine);
    expect(states.length).toBeGreaterThan(1);
    const drawn = drawnStates(machine);
    const missing = states.filter((state) => !drawn.includes(state));
    expect(missing).toEqual([]);
  });

  it('the estate map has the partner-charity question', () => {
    expect(drawnStates(estateMachine)).toContain('estate-partner-charity');
  });

  it('draws nested states too', () => {
    const config = estateMachine.config as any;
    const nested = createMachine({
      ...config,
      states: {
        ...config.states,
        'estate-intro': {
          initial: 'estate-intro-welcome',
          states: { 'estate-intro-welcome': { on: { 'step.next': 'estate-intro-terms' } }, 'estate-intro-terms': {} },
          on: { 'step.next': 'estate-beneficiaries', 'step.back': 'dashboard-estate' },
        },
      },
    });
    const drawn = drawnStates(nested);
    expect(drawn).toEqual(expect.arrayContaining(['estate-intro', 'estate-intro-welcome', 'estate-intro-terms', 'estate-partner-charity']));
    expect(machineStates(nested).filter((state) => !drawn.includes(state))).toEqual([]);
  });
});
