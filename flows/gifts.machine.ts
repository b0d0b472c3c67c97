import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

/** A gift form: Done and Back return to the list; a route index past the end of the list goes to the list. */
const giftForm = {
  on: { 'step.next': 'gifts-list', 'step.back': 'gifts-list' },
  meta: { enterIf: 'gifts.indexInRange', otherwise: { stepId: 'gifts-list' } } satisfies FlowStateMeta,
} as const;

/**
 * SPEC 2.13 and 4.3 gifts flow (step 8, optional): the list, and a form per kind of gift, each back to the list.
 * The list's Done passes step 8 (its step file) and goes to #other-wishes; its Back to #gifts.
 */
export const giftsMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
}).createMachine({
  id: 'gifts',
  context: ({ input }) => input,
  initial: 'gifts-list',
  meta: { route: '/will/gifts', enterIf: 'steps.giftsStartable', otherwise: { route: '/will/dashboard' } } satisfies FlowStateMeta,
  states: {
    'gifts-list': { on: { 'step.next': 'dashboard-other-wishes', 'step.back': 'dashboard-gifts' } },
    'gifts-oneoff': giftForm,
    'gifts-vehicle': giftForm,
    'gifts-collection': giftForm,
    'gifts-money': giftForm,
    'dashboard-gifts': { type: 'final', meta: { route: '/will/dashboard#gifts' } satisfies FlowStateMeta },
    'dashboard-other-wishes': { type: 'final', meta: { route: '/will/dashboard#other-wishes' } satisfies FlowStateMeta },
  },
});
