import { describe, it, expect } from 'vitest';
import { DOG, TODAY, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import { availableStepCount, completedStepCount, passedStepsNotCounted } from './available-steps';
import { emptyWill } from '../will/will';

describe('available step count (SPEC 4.1)', () => {
  it('is the 5 required steps for a will without dependants', () => {
    expect(availableStepCount(emptyWill(), TODAY)).toBe(5);
  });

  it('adds 1 when dependants exist, and 1 each for passed steps 7 and 8 (not 9)', () => {
    const will = completeWill();
    expect(availableStepCount(will, TODAY)).toBe(6);
    expect(availableStepCount({ ...will, passedSteps: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, TODAY)).toBe(8);
    const noDependants = { ...will, children: {}, pets: {} };
    expect(availableStepCount(noDependants, TODAY)).toBe(5);
    expect(Object.keys(will.children!)).toContain(YOUNG_CHILD);
    expect(Object.keys(will.pets!)).toContain(DOG);
  });

  it('completed counts only counted steps that are passed', () => {
    expect(completedStepCount(completeWill(), TODAY)).toBe(6);
    expect(completedStepCount({ ...completeWill(), passedSteps: [1, 2, 9] }, TODAY)).toBe(2);
    expect(completedStepCount(emptyWill(), TODAY)).toBe(0);
  });

  it('names the ticked steps the count leaves out: other wishes, and a conditional step that no longer applies', () => {
    expect(passedStepsNotCounted({ ...completeWill(), passedSteps: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, TODAY)).toEqual([9]);
    expect(passedStepsNotCounted({ ...completeWill(), children: {}, pets: {}, passedSteps: [1, 2, 3, 4, 9] }, TODAY)).toEqual([3, 9]);
    expect(passedStepsNotCounted(completeWill(), TODAY)).toEqual([]);
  });
});
