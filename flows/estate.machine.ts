import { assign, setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';
import { applyOperation, predicateGuards } from './flow-context';

/** An edit of a passed estate may pass through states its rule refuses (a new share at 0%): the step waits for the capacity screen. */
const unfinished = { type: 'operation', params: { ref: 'steps.unpassUnfinished:estate' } } as const;
const to = (target: string) => ({ target, actions: unfinished }) as const;

// Removing a charity is a deletion, which SPEC 4.1 lets leave a passed estate needs_attention ('Fix' on the
// dashboard), so it does not unpass the step.
const toCharities = { 'step.next': to('estate-charities'), 'step.back': 'estate-charities', 'item.removed': 'estate-charities' } as const;

/**
 * SPEC 2.10 and 4.3 estate flow (step 5): intro, beneficiaries, the partner charity when it is giftable and not yet
 * added, charities, the charity-interest question when the page configuration asks it and it is unanswered, the
 * split, substitutes (skipped when only charities share), who inherits if every gift of the estate fails, the age
 * at which a young beneficiary inherits, messages, then the mental-capacity modal, whose Agree
 * passes step 5 and leaves for the dashboard at #executor. The step files commit the answers; this machine only says
 * where to go; while an edit leaves a passed estate unfinished, the step is unpassed until Agree.
 */
export const estateMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
  guards: {
    ...predicateGuards(['estate.offerPartnerCharity', 'estate.onlyCharities', 'estate.needsSubstitutes']),
    /** SPEC 2.10: asked when the additional_estate_flow_question flag is on and the question is unanswered. */
    'charityInterest.ask': ({ context }) => context.config?.additional_estate_flow_question === true && context.will.charityInterestAnswered !== true,
  },
  actions: { operation: assign(applyOperation) },
}).createMachine({
  id: 'estate',
  context: ({ input }) => input,
  initial: 'estate-intro',
  meta: { route: '/will/estate', enterIf: 'steps.estateStartable', otherwise: { route: '/will/dashboard' } } satisfies FlowStateMeta,
  states: {
    'estate-intro': { on: { 'step.next': 'estate-beneficiaries', 'step.back': 'dashboard-estate' } },
    'estate-beneficiaries': {
      on: {
        'step.next': [{ guard: 'estate.offerPartnerCharity', ...to('estate-partner-charity') }, to('estate-charities')],
        'step.back': 'estate-intro',
      },
    },
    'estate-partner-charity': {
      meta: { enterIf: 'estate.offerPartnerCharity', otherwise: { stepId: 'estate-charities' } } satisfies FlowStateMeta,
      on: { 'step.next': to('estate-charities'), 'step.back': 'estate-beneficiaries' },
    },
    'estate-charities': {
      on: {
        'step.next': [{ guard: 'charityInterest.ask', ...to('estate-charity-interest') }, to('estate-split')],
        'step.back': 'estate-beneficiaries',
      },
    },
    'estate-add-charity': { on: toCharities },
    'estate-edit-charity': {
      meta: { enterIf: 'charity.exists', otherwise: { stepId: 'estate-charities' } } satisfies FlowStateMeta,
      on: toCharities,
    },
    'estate-charity-interest': {
      meta: { enterIf: 'estate.charityInterestUnanswered', otherwise: { stepId: 'estate-split' } } satisfies FlowStateMeta,
      on: { 'step.next': 'estate-split', 'step.back': 'estate-charities' },
    },
    'estate-split': {
      meta: { enterIf: 'estate.any', otherwise: { stepId: 'estate-beneficiaries' } } satisfies FlowStateMeta,
      on: {
        'step.next': [{ guard: 'estate.onlyCharities', ...to('estate-fallback') }, to('estate-substitutes')],
        'step.back': 'estate-charities',
      },
    },
    'estate-substitutes': {
      meta: { enterIf: 'estate.needsSubstitutes', otherwise: { stepId: 'estate-fallback' } } satisfies FlowStateMeta,
      on: { 'step.next': to('estate-fallback'), 'step.back': 'estate-split' },
    },
    'estate-fallback': {
      meta: { enterIf: 'estate.any', otherwise: { stepId: 'estate-beneficiaries' } } satisfies FlowStateMeta,
      on: {
        'step.next': to('estate-trust-age'),
        'step.back': [{ guard: 'estate.needsSubstitutes', target: 'estate-substitutes' }, { target: 'estate-split' }],
      },
    },
    'estate-trust-age': {
      meta: { enterIf: 'estate.any', otherwise: { stepId: 'estate-beneficiaries' } } satisfies FlowStateMeta,
      on: { 'step.next': to('estate-messages'), 'step.back': 'estate-fallback' },
    },
    'estate-messages': {
      meta: { enterIf: 'estate.any', otherwise: { stepId: 'estate-beneficiaries' } } satisfies FlowStateMeta,
      on: {
        'step.next': 'estate-capacity',
        'step.back': 'estate-trust-age',
      },
    },
    'estate-capacity': {
      on: {
        'step.next': { target: 'dashboard-executor', actions: { type: 'operation', params: { ref: 'steps.pass:estate' } } },
        'step.back': 'estate-messages',
      },
    },
    'dashboard-estate': { type: 'final', meta: { route: '/will/dashboard#estate' } satisfies FlowStateMeta },
    'dashboard-executor': { type: 'final', meta: { route: '/will/dashboard#executor' } satisfies FlowStateMeta },
  },
});
