import type { AddressLookupResult, WizardContext } from '../web/widgets/wizard-context';
import { normalisePostcode } from '../engine/will/about-you/postcode';
import { stepSources } from '../engine/steps/step-sources';
import { sampleWill } from '../web/wizard/test-harness';
import { STORY_LOADED } from './story-api-sources';

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

/**
 * The wizard context widget stories draw with: a fixed today, so stories never change with the clock, a canned
 * lookup, the engine's sources over the sample will and the stories' API answers (the `choice` widget's people, the
 * slot picker's slots), and no step to open.
 */
export const storyContext: Omit<WizardContext, 'patch'> = {
  today: '2025-06-15',
  async lookupAddresses(postcode) {
    const normalised = normalisePostcode(postcode) ?? postcode.trim();
    return normalised === STORY_POSTCODE ? STORY_ADDRESSES : { postcode: normalised, items: [] };
  },
  sourceItems: (source) => stepSources[source]?.(sampleWill(), { today: '2025-06-15', loaded: STORY_LOADED }) ?? [],
  openStep: () => {},
};
