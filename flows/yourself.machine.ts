import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

/** SPEC 2.6 About You: a save goes to the dashboard at #family, Back to #about-you (the step file passes step 1). */
export const yourselfMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'yourself',
  context: ({ input }) => input,
  initial: 'about-you',
  states: {
    'about-you': { on: { 'step.next': 'dashboard-family', 'step.back': 'dashboard-about-you' } },
    'dashboard-family': { type: 'final', meta: { route: '/will/dashboard#family' } satisfies FlowStateMeta },
    'dashboard-about-you': { type: 'final', meta: { route: '/will/dashboard#about-you' } satisfies FlowStateMeta },
  },
});
