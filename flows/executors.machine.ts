import { assign, setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';
import { applyOperation, predicateGuards } from './flow-context';

const toIntro = { stepId: 'executors-intro' } as const;

/** SPEC 2.2: a screen entered from anywhere but these steps (a link, the address bar) goes back to the intro. */
const arrivingFrom = (...steps: string[]) => ({ enterFrom: steps, otherwise: toIntro }) satisfies FlowStateMeta;

/** The category applied; executors it cleared leave step 6 unpassed until the people's Save or the terms pass it. */
const choose = [
  { type: 'operation', params: { ref: 'executors.choose' } },
  { type: 'operation', params: { ref: 'steps.unpassUnfinished:executors' } },
] as const;

/**
 * SPEC 2.11 and 4.3 executors flow (step 6): intro, the trustee service's price, the choice of category, the
 * people, the trustee terms, then the replacement executors when fewer than two people are executors. Choosing applies the category (friends and family drops the trustee, trustees alone
 * clears the executors and goes straight to the terms, hybrid keeps them); the people's Save passes step 6 (its
 * step file) and goes on to the terms when the trustee is wanted; the terms' Save appoints the trustee and passes
 * step 6 (its step file). Each screen may only be entered from the one before it, or back from the one after.
 */
export const executorsMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
  guards: predicateGuards(['executors.trusteesOnly', 'executors.needsTrusteeTerms', 'executors.asksReplacements']),
  actions: { operation: assign(applyOperation) },
}).createMachine({
  id: 'executors',
  context: ({ input }) => input,
  initial: 'executors-intro',
  meta: { route: '/will/executors', enterIf: 'steps.executorsStartable', otherwise: { route: '/will/dashboard' } } satisfies FlowStateMeta,
  states: {
    'executors-intro': {
      on: {
        'step.next': { target: 'executors-price', actions: { type: 'operation', params: { ref: 'executors.resetStep' } } },
        'step.back': 'dashboard-executor',
      },
    },
    'executors-price': {
      meta: arrivingFrom('executors-intro', 'executors-choose'),
      on: { 'step.next': 'executors-choose', 'step.back': 'executors-intro' },
    },
    'executors-choose': {
      meta: arrivingFrom('executors-price', 'executors-choose-friends-family', 'executors-trustees-terms'),
      on: {
        'step.next': [
          { guard: 'executors.trusteesOnly', target: 'executors-trustees-terms', actions: choose },
          { target: 'executors-choose-friends-family', actions: choose },
        ],
        'step.back': 'executors-price',
      },
    },
    'executors-choose-friends-family': {
      meta: arrivingFrom('executors-choose', 'executors-add-person', 'executors-trustees-terms', 'executors-replacements'),
      on: {
        'step.next': [
          { guard: 'executors.needsTrusteeTerms', target: 'executors-trustees-terms' },
          { guard: 'executors.asksReplacements', target: 'executors-replacements' },
          { target: 'dashboard-wishes' },
        ],
        'step.back': 'executors-choose',
      },
    },
    'executors-add-person': {
      on: { 'step.next': 'executors-choose-friends-family', 'step.back': 'executors-choose-friends-family' },
    },
    'executors-trustees-terms': {
      meta: arrivingFrom('executors-choose', 'executors-choose-friends-family', 'executors-replacements'),
      on: {
        'step.next': [{ guard: 'executors.asksReplacements', target: 'executors-replacements' }, { target: 'dashboard-wishes' }],
        'step.back': [{ guard: 'executors.trusteesOnly', target: 'executors-choose' }, { target: 'executors-choose-friends-family' }],
      },
    },
    // Fewer than two people chosen: who steps in for an executor who cannot act (after the terms, when the trustee is wanted).
    'executors-replacements': {
      meta: arrivingFrom('executors-choose-friends-family', 'executors-trustees-terms', 'executors-add-replacement'),
      on: {
        'step.next': 'dashboard-wishes',
        'step.back': [{ guard: 'executors.needsTrusteeTerms', target: 'executors-trustees-terms' }, { target: 'executors-choose-friends-family' }],
      },
    },
    'executors-add-replacement': {
      on: { 'step.next': 'executors-replacements', 'step.back': 'executors-replacements' },
    },
    'dashboard-executor': { type: 'final', meta: { route: '/will/dashboard#executor' } satisfies FlowStateMeta },
    'dashboard-wishes': { type: 'final', meta: { route: '/will/dashboard#wishes' } satisfies FlowStateMeta },
  },
});
