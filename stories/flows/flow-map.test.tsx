// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import preview from '../../.storybook/preview';
import { estateMachine } from '../../flows/estate.machine';
import { flowGraph } from '../../flows/flow-graph';
import { flowMachines } from '../../flows/flow-runner';
import { FlowMap, stepStoryHref } from './flow-map';
import * as stories from './flow-maps.stories';
import { stateTitle, transitionSentence } from './flow-words';

setProjectAnnotations([preview]);
afterEach(cleanup);
const composed = composeStories(stories);

describe('the questionnaire maps', () => {
  it('have a story for every flow machine', () => {
    expect(Object.values(composed).map((Story) => Story.args.flow).sort()).toEqual(flowMachines.map((m) => m.id).sort());
  });

  it.each(flowMachines.map((machine) => [machine.id, machine] as const))('%s: every state is on the map and every transition is in the list', (_id, machine) => {
    render(<FlowMap machine={machine} />);
    const graph = flowGraph(machine);
    const map = screen.getByRole('group', { name: /^Map of the / });
    for (const state of graph.states) {
      if (state.final) expect(map.textContent).toContain(stateTitle(state).slice(0, 12));
      else expect(within(map).getAllByRole('link', { name: stateTitle(state) }).map((link) => link.getAttribute('href'))).toContain(stepStoryHref(state.id));
    }
    const items = within(screen.getByRole('region', { name: 'Every way through this flow' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(graph.transitions.map((t) => transitionSentence(graph, t)));
    expect(map.querySelectorAll('.flow-map__edge')).toHaveLength(graph.transitions.length);
  });

  it('says guards in plain words, marks modals and shows entry guards', () => {
    render(<composed.Estate />);
    const list = screen.getByRole('region', { name: 'Every way through this flow' });
    expect(within(list).getByText(/Next, if only charities share the estate(, then [^→]+)? →/)).toBeInTheDocument();
    expect(within(list).getAllByText(/Next, otherwise(, then [^→]+)? →/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Only if the steps before Estate are finished; otherwise to \/will\/dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add charity' }).closest('g')).toHaveClass('flow-map__node--modal');
  });

  it('draws a state added to a copy of a machine, with its transitions', () => {
    const config = estateMachine.config as any;
    const changed = createMachine({
      ...config,
      states: {
        ...config.states,
        'estate-intro': { on: { 'step.next': 'estate-funeral-plan', 'step.back': 'dashboard-estate' } },
        'estate-funeral-plan': { on: { 'step.next': 'estate-beneficiaries', 'step.back': 'estate-intro' } },
      },
    });
    render(<FlowMap machine={changed} />);
    expect(screen.getByRole('link', { name: 'estate-funeral-plan' })).toHaveAttribute('href', stepStoryHref('estate-funeral-plan'));
    expect(screen.getByText('Your estate: Next → estate-funeral-plan')).toBeInTheDocument();
    expect(screen.getByText('estate-funeral-plan: Next → Who should share your estate?')).toBeInTheDocument();
  });
});
