import { assign, setup } from 'xstate';
import {
  choosesWillType,
  hasPartner,
  needsForeignAssetsNotice,
  partnerNeedsWill,
  type FlowMarkers,
  type OnboardingAnswers,
} from '../engine/onboarding-rules';

export type OnboardingContext = { answers: OnboardingAnswers; markers: FlowMarkers };
export type OnboardingEvent = { type: 'step.next'; answers?: OnboardingAnswers };

/** Where the flow leaves onboarding, by final state id. */
export const onboardingExits = {
  'refer-partner': '/will/refer-partner',
  dashboard: '/will/dashboard',
} as const;

function answersAfter({ context, event }: { context: OnboardingContext; event: OnboardingEvent }): OnboardingAnswers {
  return { ...context.answers, ...event.answers };
}

type GuardName = 'needsForeignAssetsNotice' | 'hasPartner' | 'choosesWillType' | 'partnerNeedsWill';

/** `step.next` to the first target whose guard passes, keeping the step's answers. */
const next = (target: string | Array<{ guard?: GuardName; target: string }>) => ({
  'step.next': (typeof target === 'string' ? [{ target }] : target).map((t) => ({ ...t, actions: 'saveAnswers' as const })),
});

/**
 * The anonymous onboarding questionnaire of SPEC 4.3. State ids are step ids (schemas/steps); the two final
 * states name where the visitor goes once the answers are saved.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as Partial<OnboardingContext> | undefined,
  },
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
  context: ({ input }) => ({
    answers: input?.answers ?? {},
    markers: input?.markers ?? { charityFlow: false, employerFlow: false },
  }),
  initial: 'onboarding-welcome',
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
    'refer-partner': { type: 'final' },
    dashboard: { type: 'final' },
  },
});
