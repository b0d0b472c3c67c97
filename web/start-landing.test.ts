// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { openStartLanding } from './start-landing';
import { loadMarkers } from './onboarding/onboarding-storage';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('openStartLanding', () => {
  it('records the charity marker of /will/start and shows the welcome page at its address, keeping the query', () => {
    window.history.replaceState(null, '', '/will/start?flow=charity&charity=209603');
    openStartLanding(window.location, window.history);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/will/start/welcome?flow=charity&charity=209603');
    expect(loadMarkers()).toEqual({ charityFlow: true, employerFlow: false, charityNumber: '209603' });
  });

  it('leaves every other address alone', () => {
    window.history.replaceState(null, '', '/will/start/relationship?flow=employer');
    openStartLanding(window.location, window.history);
    expect(window.location.pathname).toBe('/will/start/relationship');
    expect(loadMarkers()).toEqual({ charityFlow: false, employerFlow: false });
  });
});
