import onboardingSchema from '../../schemas/onboarding.schema.json';

/** The onboarding answers of SPEC 3.2 (kept in the browser until the visitor registers). */
export type OnboardingAnswers = {
  hasPartner?: boolean;
  partnerNeedsWill?: boolean;
  hasChildren?: boolean;
  hasProperty?: boolean;
  livesInEnglandOrWales?: boolean;
  assetsAreInEnglandOrWales?: boolean;
  wantsLPA?: boolean;
  type?: 'willBasic' | 'willBespoke' | 'willPartner';
  willSource?: 'direct' | 'charity' | 'employer';
  willPartner?: string;
  partnerCharityNumber?: string;
};

/**
 * The charity-flow and employer-flow markers of SPEC 1, taken from the URL and kept in local storage, with the
 * registered number of the charity whose link the visitor came through (`charityNumber`), when it named one.
 */
export type FlowMarkers = { charityFlow: boolean; employerFlow: boolean; charityNumber?: string };

const CHARITY_NUMBER = new RegExp(onboardingSchema.properties.partnerCharityNumber.pattern);

/** True when `value` has the shape of a registered charity number of England and Wales ('209603'). */
export function isCharityNumber(value: unknown): value is string {
  return typeof value === 'string' && CHARITY_NUMBER.test(value);
}

/** True when the visitor lives, or owns things, outside England and Wales. */
function isOutsideEnglandAndWales(answers: OnboardingAnswers): boolean {
  return answers.livesInEnglandOrWales === false || answers.assetsAreInEnglandOrWales === false;
}

/** SPEC 4.3: not in England and Wales goes to foreign assets, unless the type is willBespoke. */
export function needsForeignAssetsNotice(answers: OnboardingAnswers): boolean {
  return isOutsideEnglandAndWales(answers) && answers.type !== 'willBespoke';
}

/** SPEC 4.3: a visitor with a partner is asked whether the partner needs a will. */
export function hasPartner(answers: OnboardingAnswers): boolean {
  return answers.hasPartner === true;
}

/** SPEC 4.3: a partner, or a charity (or employer partner) flow, is asked for the will type; others go to LPA. */
export function choosesWillType(answers: OnboardingAnswers, markers: FlowMarkers): boolean {
  return hasPartner(answers) || markers.charityFlow || markers.employerFlow;
}

/** SPEC 4.3: finishing goes to refer-partner when the partner needs a will, otherwise to the dashboard. */
export function partnerNeedsWill(answers: OnboardingAnswers): boolean {
  return hasPartner(answers) && answers.partnerNeedsWill === true;
}
