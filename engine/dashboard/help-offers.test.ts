import { describe, expect, it } from 'vitest';
import { helpOffers, type HelpOfferFacts } from './help-offers';

const none: HelpOfferFacts = { answers: null, lpaRegisterInterestEnabled: true, hasUpcomingCall: false, hasLpaInterest: false };

describe('helpOffers', () => {
  it('offers a call to a user who chose a will with extra help, or who has a call booked', () => {
    expect(helpOffers({ ...none, answers: { type: 'willBespoke' } }).call).toBe(true);
    expect(helpOffers({ ...none, answers: { type: 'willBasic' } }).call).toBe(false);
    expect(helpOffers({ ...none, hasUpcomingCall: true }).call).toBe(true);
    expect(helpOffers(none).call).toBe(false);
  });

  it('offers the LPA page to a user who asked to hear more, or who registered interest, while the page is on', () => {
    expect(helpOffers({ ...none, answers: { wantsLPA: true } }).lpa).toBe(true);
    expect(helpOffers({ ...none, answers: { wantsLPA: false } }).lpa).toBe(false);
    expect(helpOffers({ ...none, hasLpaInterest: true }).lpa).toBe(true);
    expect(helpOffers({ ...none, answers: { wantsLPA: true }, lpaRegisterInterestEnabled: false }).lpa).toBe(false);
  });
});
