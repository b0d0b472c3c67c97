// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberMarkersFrom, storeAnswers, loadAnswers } from './onboarding-storage';
import { saveOnboardingAnswers } from './save-onboarding-answers';
import { createOnboardingAnswer } from '../api/onboarding-api';

vi.mock('../api/onboarding-api', () => ({ createOnboardingAnswer: vi.fn(async () => ({})) }));
const sent = () => vi.mocked(createOnboardingAnswer).mock.calls.at(-1)?.[0];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(createOnboardingAnswer).mockClear();
});

describe('saving the onboarding answers to the account', () => {
  it("sends a charity link's registered number with the answers, then forgets the answers", async () => {
    rememberMarkersFrom(new URLSearchParams('flow=charity&charity=209603'));
    storeAnswers({ hasPartner: false });
    await saveOnboardingAnswers();
    expect(sent()).toEqual({ hasPartner: false, willSource: 'charity', partnerCharityNumber: '209603', onboarding_status: 'completed' });
    expect(loadAnswers()).toEqual({});
  });

  it('sends no charity number without one, or when the stored marker is not a number', async () => {
    rememberMarkersFrom(new URLSearchParams('flow=charity'));
    storeAnswers({ hasPartner: false });
    await saveOnboardingAnswers();
    expect(sent()).toEqual({ hasPartner: false, willSource: 'charity', onboarding_status: 'completed' });
    localStorage.setItem('willWriter.flowMarkers', JSON.stringify({ charityFlow: true, employerFlow: false, charityNumber: 'DROP TABLE' }));
    storeAnswers({ hasPartner: true });
    await saveOnboardingAnswers();
    expect(sent()).not.toHaveProperty('partnerCharityNumber');
  });
});
