import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

const toList = { 'step.next': 'financial', 'step.back': 'financial', 'item.removed': 'financial' } as const;

/**
 * SPEC 2.9, 4.3 financial assets (step 4): the list, whose Done passes step 4 (its step file commits
 * steps.pass:financial) and goes to the dashboard at #estate, Back at #financial; the add and edit modals return to
 * the list. Entry needs step 2 passed (SPEC 4.1).
 */
export const financialMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'financial',
  context: ({ input }) => input,
  initial: 'financial',
  meta: { route: '/will/financial', enterIf: 'steps.financialStartable', otherwise: { route: '/will/dashboard' } } satisfies FlowStateMeta,
  states: {
    financial: { on: { 'step.next': 'dashboard-estate', 'step.back': 'dashboard-financial' } },
    'financial-add-asset': { on: toList },
    'financial-edit-asset': {
      meta: { enterIf: 'asset.exists', otherwise: { stepId: 'financial' } } satisfies FlowStateMeta,
      on: toList,
    },
    'dashboard-estate': { type: 'final', meta: { route: '/will/dashboard#estate' } satisfies FlowStateMeta },
    'dashboard-financial': { type: 'final', meta: { route: '/will/dashboard#financial' } satisfies FlowStateMeta },
  },
});
