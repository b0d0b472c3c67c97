import type { AddressLookupResult, WizardContext } from '../web/widgets/wizard-context';
import { normalisePostcode } from '../engine/postcode';
import { stepFiles } from '../web/wizard/step-files';
import { onboardingStepIds } from '../flows/onboarding-navigation';

/** The postcode whose lookup answers with addresses in every story; any other finds none. */
export const STORY_POSTCODE = 'SW1A 2AA';

const STORY_ADDRESSES: AddressLookupResult = {
  postcode: STORY_POSTCODE,
  items: [
    { summaryline: '10 Downing Street, London, SW1A 2AA' },
    { summaryline: '11 Downing Street, London, SW1A 2AA' },
    { summaryline: '12 Downing Street, London, SW1A 2AA' },
  ],
};

/** The wizard context stories draw with: a fixed today, so stories never change with the clock, and a canned lookup. */
export const storyContext: Omit<WizardContext, 'patch'> = {
  today: '2025-06-15',
  async lookupAddresses(postcode) {
    const normalised = normalisePostcode(postcode) ?? postcode.trim();
    return normalised === STORY_POSTCODE ? STORY_ADDRESSES : { postcode: normalised, items: [] };
  },
};

/** Values for the {placeholders} of step text, worked out as the onboarding screen does. */
export const storyTextValues: Record<string, string | number> = {
  questionCount: onboardingStepIds.filter((id) => stepFiles[id]?.question).length,
};
