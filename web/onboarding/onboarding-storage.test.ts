// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAnswers, loadAnswers, loadMarkers, rememberMarkersFrom, storeAnswers } from './onboarding-storage';

beforeEach(() => localStorage.clear());

describe('onboarding storage', () => {
  it('keeps answers in the browser until cleared', () => {
    storeAnswers({ hasPartner: true });
    expect(loadAnswers()).toEqual({ hasPartner: true });
    clearAnswers();
    expect(loadAnswers()).toEqual({});
  });

  it('remembers the charity and employer markers from the URL', () => {
    expect(loadMarkers()).toEqual({ charityFlow: false, employerFlow: false });
    rememberMarkersFrom(new URLSearchParams('flow=charity'));
    expect(loadMarkers()).toEqual({ charityFlow: true, employerFlow: false });
    rememberMarkersFrom(new URLSearchParams('flow=employer'));
    expect(loadMarkers()).toEqual({ charityFlow: true, employerFlow: true });
    rememberMarkersFrom(new URLSearchParams('flow=nonsense'));
    expect(loadMarkers()).toEqual({ charityFlow: true, employerFlow: true });
  });

  it("remembers a charity link's registered number with the charity marker, ignoring junk", () => {
    rememberMarkersFrom(new URLSearchParams('flow=charity&charity=209603'));
    expect(loadMarkers()).toEqual({ charityFlow: true, employerFlow: false, charityNumber: '209603' });
    for (const junk of ['20960', '209603x', '<script>', 'SC037736', '012345', '']) {
      rememberMarkersFrom(new URLSearchParams({ flow: 'charity', charity: junk }));
      expect(loadMarkers().charityNumber).toBe('209603');
    }
    localStorage.clear();
    rememberMarkersFrom(new URLSearchParams('flow=employer&charity=209603'));
    expect(loadMarkers()).toEqual({ charityFlow: false, employerFlow: true });
  });

  it('takes a known will type from the URL and ignores others', () => {
    rememberMarkersFrom(new URLSearchParams('type=willBespoke'));
    expect(loadAnswers().type).toBe('willBespoke');
    rememberMarkersFrom(new URLSearchParams('type=<script>'));
    expect(loadAnswers().type).toBe('willBespoke');
  });

  it('survives corrupt storage', () => {
    localStorage.setItem('willWriter.onboardingAnswers', '{not json');
    expect(loadAnswers()).toEqual({});
  });
});
