import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

/**
 * Booking a call (/will/schedule-call, SPEC 2.1: no back button): the booking goes to its confirmation, which shows
 * the call to come (without one, the booking page), and from there to My Will.
 */
export const callsMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'calls',
  context: ({ input }) => input,
  initial: 'schedule-call',
  states: {
    'schedule-call': { on: { 'step.next': 'schedule-call-booked' } },
    'schedule-call-booked': {
      meta: { enterIf: 'calls.booked', otherwise: { stepId: 'schedule-call' } } satisfies FlowStateMeta,
      on: { 'step.next': 'dashboard' },
    },
    dashboard: { type: 'final', meta: { route: '/will/dashboard' } satisfies FlowStateMeta },
  },
});
