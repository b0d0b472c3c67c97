import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

const toDashboard: FlowStateMeta['otherwise'] = { route: '/will/dashboard' };

/**
 * SPEC 2.12 funeral wishes (step 7) and other wishes (step 9): single forms, open once financial assets (step 4)
 * is passed. Saving funeral wishes goes on to the next step's card (#gifts); saving other wishes, the last step,
 * returns to the dashboard. Back returns to the step's own card. The step files commit and pass the steps.
 */
export const wishesMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'wishes',
  context: ({ input }) => input,
  initial: 'funeral-wishes',
  states: {
    'funeral-wishes': {
      meta: { enterIf: 'steps.funeralWishesStartable', otherwise: toDashboard } satisfies FlowStateMeta,
      on: { 'step.next': 'dashboard-gifts', 'step.back': 'dashboard-wishes' },
    },
    'other-wishes': {
      meta: { enterIf: 'steps.otherWishesStartable', otherwise: toDashboard } satisfies FlowStateMeta,
      on: { 'step.next': 'dashboard', 'step.back': 'dashboard-other-wishes' },
    },
    'dashboard-wishes': { type: 'final', meta: { route: '/will/dashboard#wishes' } satisfies FlowStateMeta },
    'dashboard-gifts': { type: 'final', meta: { route: '/will/dashboard#gifts' } satisfies FlowStateMeta },
    'dashboard-other-wishes': { type: 'final', meta: { route: '/will/dashboard#other-wishes' } satisfies FlowStateMeta },
    dashboard: { type: 'final', meta: { route: '/will/dashboard' } satisfies FlowStateMeta },
  },
});
