import type { OnboardingAnswers } from '../onboarding/onboarding-rules';

export type HelpOfferFacts = {
  answers: Pick<OnboardingAnswers, 'type' | 'wantsLPA'> | null;
  /** The page configuration's lpa_register_interest_enabled. */
  lpaRegisterInterestEnabled: boolean;
  hasUpcomingCall: boolean;
  hasLpaInterest: boolean;
};

/**
 * Which of the onboarding's promises My Will follows up, so none is left unbacked: 'A will with extra help ...
 * We'll call you to help' (type willBespoke) offers booking a call, and the LPA question's 'Yes, tell me more'
 * offers the LPA register-interest page while the page configuration has it on. Once acted on, each stays to show
 * what was booked or registered, and to change it.
 */
export function helpOffers(facts: HelpOfferFacts): { call: boolean; lpa: boolean } {
  return {
    call: facts.answers?.type === 'willBespoke' || facts.hasUpcomingCall,
    lpa: facts.lpaRegisterInterestEnabled && (facts.answers?.wantsLPA === true || facts.hasLpaInterest),
  };
}
