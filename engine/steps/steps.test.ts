import { describe, it, expect } from 'vitest';
import { STEPS, canPass, passStep, stepById, type StepType } from './steps';

const numbersOf = (type: StepType) => STEPS.filter((s) => s.type === type).map((s) => s.number);
const stepNumbered = (n: number) => STEPS.find((s) => s.number === n)!;

describe('steps', () => {
  it('has the nine steps of SPEC 4.1 in order', () => {
    expect(STEPS.map((s) => s.id)).toEqual([
      'yourself', 'family', 'guardians', 'financial', 'estate', 'executors', 'funeral_wishes', 'gifts', 'other_wishes',
    ]);
    expect(STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('types: required 1,2,4,5,6; conditional 3; optional 7,8,9', () => {
    expect(numbersOf('required')).toEqual([1, 2, 4, 5, 6]);
    expect(numbersOf('conditional')).toEqual([3]);
    expect(numbersOf('optional')).toEqual([7, 8, 9]);
  });

  it('prerequisites: 2 needs 1; 3 and 4 need 2; 5..9 need 4', () => {
    expect(stepNumbered(1).prerequisites).toEqual([]);
    expect(stepNumbered(2).prerequisites).toEqual([1]);
    expect([3, 4].map((n) => stepNumbered(n).prerequisites)).toEqual([[2], [2]]);
    for (const n of [5, 6, 7, 8, 9]) expect(stepNumbered(n).prerequisites).toEqual([4]);
  });

  it('time estimates and anchors', () => {
    expect(stepById('yourself').timeEstimate).toBe('1 minute');
    expect(stepById('family').timeEstimate).toBe('3 to 5 minutes');
    expect(stepById('executors').timeEstimate).toBe('5 minutes');
    expect(STEPS.map((s) => s.hash)).toEqual([
      '#about-you', '#family', '#guardians', '#financial', '#estate', '#executor', '#wishes', '#gifts', '#other-wishes',
    ]);
  });

  it('canPass follows prerequisites', () => {
    expect(canPass([], 1)).toBe(true);
    expect(canPass([], 2)).toBe(false);
    expect(canPass([1], 2)).toBe(true);
    expect(canPass([1, 2], 5)).toBe(false);
    expect(canPass([1, 2, 4], 5)).toBe(true);
  });

  it('passStep keeps passedSteps sorted and unique, and refuses a step whose prerequisite is missing', () => {
    expect(passStep([2, 1], 4)).toEqual([1, 2, 4]);
    expect(passStep([1, 2], 2)).toEqual([1, 2]);
    expect(() => passStep([1], 4)).toThrow();
  });

  it('unknown step numbers throw', () => {
    expect(() => passStep([], 10)).toThrow();
    expect(() => stepById('nope')).toThrow();
  });
});
