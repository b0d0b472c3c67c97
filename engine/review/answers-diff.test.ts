import { describe, expect, it } from 'vitest';
import { answersByStep } from './answers-by-step';
import { diffAnswers } from './answers-diff';
import { ADULT_CHILD, CHARITY, FRIEND, PARTNER, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import type { Will } from '../will/will';

const diff = (before: Will, after: Will) => diffAnswers(answersByStep(before), answersByStep(after));

describe('answersByStep', () => {
  it('reads every step of a complete will with people by name and values by their labels', () => {
    const sections = Object.fromEntries(answersByStep(completeWill()).map((s) => [s.step, s.rows.map((r) => `${r.label}: ${r.value}`)]));
    expect(sections.yourself).toEqual([
      'Name: Ms. Jane Smith',
      'Date of birth: 1 January 1980',
      'Address: 1 High Street, Leeds, LS1 1AA',
      'Phone number: 07700 900000',
      'Marital status: Married',
    ]);
    expect(sections.family).toEqual(['Partner: John Smith', 'Child: Amy Smith, born 5 May 2015', 'Child: Ben Smith, born 1 January 2000', 'Pet: Rex (Dog)', 'Other person: Sam Jones']);
    expect(sections.guardians).toEqual(['Guardians of Amy Smith: John Smith, Sam Jones', 'Guardians of Rex: Sam Jones']);
    expect(sections.financial).toEqual(['Bank account(s): Barclays', 'Property: 1 High Street, Leeds, LS1 1AA; mortgage: Yes; ownership: I own jointly with someone else']);
    expect(sections.estate).toEqual([
      'Estate split: Chosen percentages',
      'John Smith: 50%; if they die first: Their children',
      'Ben Smith: 40%; if they die first: Specific people: Sam Jones',
      'Dogs Trust: 10%',
    ]);
    expect(sections.executors).toEqual(['Kind of executors: Friends and family', 'Executors: John Smith, Ben Smith']);
    expect(sections.gifts).toEqual(['Some money: £500 to Sam Jones; note: For a holiday', 'A collection of items: All of my books to Ben Smith, Dogs Trust']);
    expect(sections.funeral_wishes).toEqual([]);
  });

  it('shows every answer the will is drafted from: estate messages, the final fallback, the trust age, the expected marriage and replacement executors', () => {
    const base = completeWill();
    const will: Will = {
      ...base,
      maritalStatus: { id: 5, comc: true },
      estate: base.estate!.map((share, i) => (i === 0 ? { ...share, message: 'With all my love.' } : share)),
      residueFallback: { type: 'charities', charities: [CHARITY] },
      trustAge: 25,
      replacementExecutors: [FRIEND],
    };
    const sections = Object.fromEntries(answersByStep(will).map((s) => [s.step, s.rows.map((r) => `${r.label}: ${r.value}`)]));
    expect(sections.yourself).toContain('Will made expecting the marriage or civil partnership: Yes');
    expect(sections.estate!.slice(-3)).toEqual(['Message to John Smith: With all my love.', 'If every gift of the estate fails: Charities: Dogs Trust', 'Age at which a young beneficiary inherits: 25']);
    expect(sections.executors).toContain('Replacement executors: Sam Jones');
    const family = answersByStep({ ...will, residueFallback: { type: 'family' } }).find((s) => s.step === 'estate')!.rows;
    expect(family.find((r) => r.key === 'fallback')!.value).toBe('Family, under the intestacy rules');
  });

  it('marks which steps are passed, in SPEC order', () => {
    const steps = answersByStep(completeWill());
    expect(steps.map((s) => s.step)).toEqual(['yourself', 'family', 'guardians', 'financial', 'estate', 'executors', 'funeral_wishes', 'gifts', 'other_wishes']);
    expect(steps.filter((s) => s.passed).map((s) => s.step)).toEqual(['yourself', 'family', 'guardians', 'financial', 'estate', 'executors']);
  });

  it('names an id that no longer points at anyone with a placeholder instead of throwing', () => {
    const will = { ...completeWill(), executors: [{ type: 'person' as const, uuid: '99999999-9999-4999-8999-999999999999' }] };
    const executors = answersByStep(will).find((s) => s.step === 'executors')!;
    expect(executors.rows.at(-1)!.value).toBe('[someone no longer in the will]');
  });
});

describe('diffAnswers', () => {
  it('finds nothing between a will and itself', () => {
    expect(diff(completeWill(), completeWill())).toEqual([]);
  });

  it('reads a change of executors as the list before and after, under the Executors section only', () => {
    const after = { ...completeWill(), executors: [{ type: 'person' as const, uuid: PARTNER }, { type: 'person' as const, uuid: FRIEND }] };
    expect(diff(completeWill(), after)).toEqual([
      { step: 'executors', title: 'Executors', changes: [{ kind: 'changed', label: 'Executors', from: 'John Smith, Ben Smith', to: 'John Smith, Sam Jones' }] },
    ]);
  });

  it('lists rows added and removed, section by section in step order', () => {
    const before = completeWill();
    const { [YOUNG_CHILD]: _young, ...children } = before.children!;
    const after: Will = {
      ...before,
      children,
      guardians: { [ADULT_CHILD]: [] },
      otherWishes: { wish: 'Look after the garden' },
      estate: before.estate!.filter((share) => share.beneficiary.uuid !== CHARITY),
    };
    const changes = diff(before, after);
    expect(changes.map((s) => s.step)).toEqual(['family', 'guardians', 'estate', 'other_wishes']);
    expect(changes.find((s) => s.step === 'family')!.changes).toEqual([{ kind: 'removed', label: 'Child', value: 'Amy Smith, born 5 May 2015' }]);
    expect(changes.find((s) => s.step === 'estate')!.changes).toEqual([{ kind: 'removed', label: 'Dogs Trust', value: '10%' }]);
    expect(changes.find((s) => s.step === 'other_wishes')!.changes).toEqual([{ kind: 'added', label: 'Other wishes', value: 'Look after the garden' }]);
  });
});
