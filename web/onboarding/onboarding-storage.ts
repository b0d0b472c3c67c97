import { isCharityNumber, type FlowMarkers, type OnboardingAnswers } from '../../engine/onboarding/onboarding-rules';

const ANSWERS_KEY = 'willWriter.onboardingAnswers';
const MARKERS_KEY = 'willWriter.flowMarkers';
const REFERRAL_KEY = 'willWriter.partnerReferral';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? ({ ...fallback, ...JSON.parse(raw) } as T) : fallback;
  } catch {
    return fallback;
  }
}

/** A visitor's answers, kept in this browser until they register. */
export const loadAnswers = (): OnboardingAnswers => read<OnboardingAnswers>(ANSWERS_KEY, {});
export const storeAnswers = (answers: OnboardingAnswers) => localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
export const clearAnswers = () => localStorage.removeItem(ANSWERS_KEY);

/** The charity-flow and employer-flow markers (SPEC 1), kept in local storage. */
export const loadMarkers = (): FlowMarkers => read<FlowMarkers>(MARKERS_KEY, { charityFlow: false, employerFlow: false });

/** The referral code of a refer-partner invitation this visitor arrived through (/will/start?ref=<code>). */
export const loadReferral = (): string | null => localStorage.getItem(REFERRAL_KEY);
export const clearReferral = () => localStorage.removeItem(REFERRAL_KEY);

const WILL_TYPES = ['willBasic', 'willBespoke', 'willPartner'] as const;

/**
 * Records what a landing URL says: the charity or employer marker (/will/start?flow=charity or ?flow=employer), with
 * a charity link's registered number (?flow=charity&charity=209603; anything not shaped like one is ignored), a
 * will type chosen before onboarding (?type=willBespoke), which changes the branches of SPEC 4.3, and the referral
 * code of a partner's invitation (?ref=<code>), claimed once the visitor has an account.
 */
export function rememberMarkersFrom(search: URLSearchParams): void {
  const ref = search.get('ref');
  if (ref && /^[A-Za-z0-9_-]{1,64}$/.test(ref)) localStorage.setItem(REFERRAL_KEY, ref);
  const type = search.get('type');
  if (WILL_TYPES.includes(type as (typeof WILL_TYPES)[number])) storeAnswers({ ...loadAnswers(), type: type as OnboardingAnswers['type'] });
  const flow = search.get('flow');
  if (flow !== 'charity' && flow !== 'employer') return;
  const markers: FlowMarkers = { ...loadMarkers(), [flow === 'charity' ? 'charityFlow' : 'employerFlow']: true };
  const charity = search.get('charity');
  if (flow === 'charity' && isCharityNumber(charity)) markers.charityNumber = charity;
  localStorage.setItem(MARKERS_KEY, JSON.stringify(markers));
}
