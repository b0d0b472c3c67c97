import { assign, setup } from 'xstate';
import {
  choosesWillType,
  hasPartner,
  needsForeignAssetsNotice,
  partnerNeedsWill,
  type OnboardingAnswers,
} from '../engine/onboarding/onboarding-rules';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';

function answersAfter({ context, event }: { context: FlowContext; event: FlowEvent }): OnboardingAnswers {
  return { ...context.answers, ...event.answers };
}

type GuardName = 'needsForeignAssetsNotice' | 'hasPartner' | 'choosesWillType' | 'partnerNeedsWill';

/** `step.next` to the first target whose guard passes, keeping the step's answers (sent as `event.answers`). */
const next = (target: string | Array<{ guard?: GuardName; target: string }>) => ({
  'step.next': (typeof target === 'string' ? [{ target }] : target).map((t) => ({ ...t, actions: 'saveAnswers' as const })),
});

/**
 * The anonymous onboarding questionnaire of SPEC 4.3, then refer-partner when the partner needs a will. State ids
 * are step ids (schemas/steps); the final state names the route the flow leaves to.
 */
export const onboardingMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
  // Guards run before the transition's actions, so they judge the answers including this event's.
  guards: {
    needsForeignAssetsNotice: (args) => needsForeignAssetsNotice(answersAfter(args)),
    hasPartner: (args) => hasPartner(answersAfter(args)),
    choosesWillType: (args) => choosesWillType(answersAfter(args), args.context.markers),
    partnerNeedsWill: (args) => partnerNeedsWill(answersAfter(args)),
  },
  actions: {
    saveAnswers: assign({ answers: answersAfter }),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => input,
  initial: 'onboarding-welcome',
  meta: { route: '/will/start' } satisfies FlowStateMeta,
  states: {
    'onboarding-welcome': { on: next('onboarding-relationship') },
    'onboarding-relationship': { on: next('onboarding-children') },
    'onboarding-children': { on: next('onboarding-property') },
    'onboarding-property': { on: next('onboarding-location') },
    'onboarding-location': { on: next('onboarding-assets') },
    'onboarding-assets': {
      on: next([
        { guard: 'needsForeignAssetsNotice', target: 'onboarding-foreign-assets' },
        { guard: 'hasPartner', target: 'onboarding-partner-will' },
        { guard: 'choosesWillType', target: 'onboarding-type' },
        { target: 'onboarding-lpa' },
      ]),
    },
    'onboarding-foreign-assets': {
      on: next([
        { guard: 'hasPartner', target: 'onboarding-partner-will' },
        { guard: 'choosesWillType', target: 'onboarding-type' },
        { target: 'onboarding-lpa' },
      ]),
    },
    'onboarding-partner-will': { on: next('onboarding-type') },
    'onboarding-type': { on: next('onboarding-benefits') },
    'onboarding-lpa': { on: next('onboarding-benefits') },
    'onboarding-benefits': {
      on: next([{ guard: 'partnerNeedsWill', target: 'refer-partner' }, { target: 'dashboard' }]),
    },
    // Send (after the referPartner.send effect) and Skip for now both go to the dashboard.
    'refer-partner': { on: { 'step.next': 'dashboard', 'step.back': 'dashboard' } },
    dashboard: { type: 'final', meta: { route: '/will/dashboard' } satisfies FlowStateMeta },
  },
});

/** The questionnaire's step ids (under /will/start), in the order a visitor can meet them; refer-partner is not one. */
export const onboardingStepIds: string[] = Object.entries(onboardingMachine.states)
  .filter(([id, node]) => node.type !== 'final' && id !== 'refer-partner')
  .map(([id]) => id);
