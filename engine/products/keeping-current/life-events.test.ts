import { describe, expect, it } from 'vitest';
import { revokesWill, stepsToRevisit } from './life-events';

describe('what has changed', () => {
  it('sends each event to its steps, in the will\'s order, each step once', () => {
    expect(stepsToRevisit(['move']).map((s) => s.step.id)).toEqual(['yourself', 'financial', 'estate']);
    const both = stepsToRevisit(['birth', 'move']);
    expect(both.map((s) => s.step.id)).toEqual(['yourself', 'family', 'guardians', 'financial', 'estate', 'gifts']);
    expect(both.find((s) => s.step.id === 'estate')!.events).toEqual(['birth', 'move']);
    expect(stepsToRevisit([])).toEqual([]);
  });

  it('knows marriage revokes a will and the rest do not', () => {
    expect(revokesWill(['marriage'])).toBe(true);
    expect(revokesWill(['divorce', 'birth', 'death', 'move'])).toBe(false);
  });
});
