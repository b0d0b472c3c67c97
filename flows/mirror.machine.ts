import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

/**
 * Inviting the partner to make a mirror will (/will/mirror/invite): only once Family names a partner (else the plain
 * invitation, refer-partner); sending it goes to My Will's mirror-wills panel.
 */
export const mirrorMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'mirror',
  context: ({ input }) => input,
  initial: 'mirror-invite',
  states: {
    'mirror-invite': {
      meta: { enterIf: 'family.partnerNamed', otherwise: { stepId: 'refer-partner' } } satisfies FlowStateMeta,
      on: { 'step.next': 'dashboard-mirror' },
    },
    'dashboard-mirror': { type: 'final', meta: { route: '/will/dashboard#mirror' } satisfies FlowStateMeta },
  },
});
