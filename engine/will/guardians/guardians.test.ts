import { describe, expect, it } from 'vitest';
import alerts from '../../../schemas/copy/alerts.json';
import toasts from '../../../schemas/copy/toasts.json';
import guardiansStep from '../../../schemas/steps/guardians.json';
import { readSlice, writeSlice } from '../../steps/binding/step-slice';
import { guardiansComplete } from '../completeness';
import { ADULT_CHILD, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../fixtures/will-fixtures';
import { eligibleGuardians } from './guardians';
import { normaliseSave } from '../normalise-save';
import { runOperation } from '../../steps/step-operations';
import { evaluatePredicate } from '../../steps/step-predicates';
import { stepSources } from '../../steps/step-sources';
import type { Will } from '../will';

const TEEN = '88888888-8888-4888-8888-888888888888';
const set = (will: Will, uuid: string, data: Record<string, unknown> = {}) => runOperation('guardians.set', will, { params: { uuid }, today: TODAY, data });
const withGuardians = (uuid: string, guardians: string[]): Will => ({ ...completeWill(), guardians: { ...completeWill().guardians, [uuid]: guardians } });

describe('eligible guardians (SPEC 3.1, 9)', () => {
  it('are the relations and children aged 18 or more, not a relation or child under 18', () => {
    const will: Will = { ...completeWill(), relations: { ...completeWill().relations, [TEEN]: { fullName: 'Tom Teen', birthday: '2010-01-01', address: 'x' } } };
    expect(eligibleGuardians(will, TODAY).map((g) => g.uuid)).toEqual([PARTNER, FRIEND, ADULT_CHILD]);
    expect(eligibleGuardians(will, TODAY).map((g) => g.uuid)).not.toContain(YOUNG_CHILD);
    expect(stepSources['people.eligibleGuardians']!(will, { today: TODAY }).map((g) => g.kind)).toEqual(['relation', 'relation', 'child']);
  });

  it('turns 18 on the birthday', () => {
    const will: Will = { ...completeWill(), children: {}, relations: { [TEEN]: { fullName: 'Tom Teen', birthday: '2007-06-15', address: 'x' } } };
    expect(eligibleGuardians(will, TODAY)).toHaveLength(1);
    expect(eligibleGuardians(will, '2025-06-14')).toHaveLength(0);
  });
});

describe('guardians.set (SPEC 4.3, 5)', () => {
  it('keeps the chosen eligible guardians of a child, once each, dropping anyone not eligible', () => {
    const result = set(withGuardians(YOUNG_CHILD, [FRIEND, FRIEND, ADULT_CHILD, YOUNG_CHILD, 'gone']), YOUNG_CHILD, { parentalResponsibility: false });
    expect(result.ok && result.will.guardians?.[YOUNG_CHILD]).toEqual([FRIEND, ADULT_CHILD]);
  });

  it('refuses a guardian who already has parental responsibility with the SPEC alert, changing nothing', () => {
    expect(set(withGuardians(YOUNG_CHILD, [PARTNER]), YOUNG_CHILD, { parentalResponsibility: true })).toEqual({
      ok: false,
      alert: alerts.guardianParentalResponsibility,
    });
  });

  it('asks pets no parental-responsibility question: a Yes in the data is not looked at', () => {
    const result = set(withGuardians(DOG, [FRIEND]), DOG, { parentalResponsibility: true });
    expect(result.ok && result.will.guardians?.[DOG]).toEqual([FRIEND]);
  });

  it('removes the guardians of a pet with a care plan, which needs none', () => {
    const will: Will = { ...withGuardians(DOG, [FRIEND]), pets: { [DOG]: { name: 'Rex', type: 'dog', hasPetCarePlan: true } } };
    const result = set(will, DOG);
    expect(result.ok && result.will.guardians).not.toHaveProperty(DOG);
    expect(result.ok && result.will.guardians?.[YOUNG_CHILD]).toEqual([PARTNER, FRIEND]);
  });

  it('refuses to continue without a named guardian, and for a uuid that is no dependant', () => {
    expect(set(withGuardians(YOUNG_CHILD, []), YOUNG_CHILD, { parentalResponsibility: false })).toEqual({ ok: false, toast: toasts.guardianNeeded });
    expect(set(completeWill(), ADULT_CHILD)).toEqual({ ok: false, toast: toasts.dependantNotFound });
  });
});

describe('parental responsibility (Children Act 1989 s.5(3); SPEC 5)', () => {
  const single = (extra: Partial<Will> = {}): Will => ({ ...completeWill(), maritalStatus: { id: 1, comc: null }, partner: null, ...extra });
  const document = (will: Will) => ({ will, onboarding: {}, account: {} });
  const params = { uuid: YOUNG_CHILD, index: '1' };
  /** The guardians step as the screen runs it: the answers written through its binding, then guardians.set. */
  const answer = (will: Will, data: Record<string, unknown>) => {
    const written = writeSlice(guardiansStep, document(will), params, data).will;
    return runOperation('guardians.set', written, { params, today: TODAY, data });
  };

  it('keeps both answers, so they show again on return (they were forgotten)', () => {
    const result = answer(single(), { userResponsibility: true, guardians: [FRIEND], parentalResponsibility: false });
    expect(result.ok).toBe(true);
    const stored = result.ok ? result.will : single();
    expect(stored.parentalResponsibility?.[YOUNG_CHILD]).toEqual({ user: true, guardian: false });
    expect(readSlice(guardiansStep, document(stored), params)).toEqual({ guardians: [FRIEND], userResponsibility: true, parentalResponsibility: false });
  });

  it('keeps the guardian answer of a married will-writer, who is not asked about their own', () => {
    const result = answer(completeWill(), { guardians: [FRIEND], parentalResponsibility: false });
    const stored = result.ok ? result.will : completeWill();
    expect(readSlice(guardiansStep, document(stored), params)).toEqual({ guardians: [FRIEND], parentalResponsibility: false });
  });

  it('without it, removes the guardians chosen and completes the child, keeping the No', () => {
    const result = answer(single(), { userResponsibility: false, guardians: [FRIEND], parentalResponsibility: undefined });
    expect(result.ok).toBe(true);
    const stored = result.ok ? result.will : single();
    expect(stored.guardians).not.toHaveProperty(YOUNG_CHILD);
    expect(stored.parentalResponsibility?.[YOUNG_CHILD]).toEqual({ user: false });
    expect(guardiansComplete({ ...stored, guardians: { ...stored.guardians, [DOG]: [FRIEND] } }, TODAY)).toBe(true);
    expect(readSlice(guardiansStep, document(stored), params)).toEqual({ userResponsibility: false });
  });

  it('asks only a will-writer who is not married or in a civil partnership, and only about a child', () => {
    const is = (name: string, will: Will, data: Record<string, unknown> = {}, uuid = YOUNG_CHILD) =>
      evaluatePredicate(name, { will, today: TODAY, params: { uuid }, data });
    expect(is('dependant.asksUserResponsibility', single())).toBe(true);
    expect(is('dependant.asksUserResponsibility', single(), {}, DOG)).toBe(false);
    for (const id of [3, 4, 7]) expect(is('dependant.asksUserResponsibility', single({ maritalStatus: { id, comc: null } }))).toBe(false);
    for (const id of [1, 2, 6, 8]) expect(is('dependant.asksUserResponsibility', single({ maritalStatus: { id, comc: null } }))).toBe(true);
    // A No hides the guardian questions and shows how parental responsibility is acquired.
    expect(is('dependant.appointsGuardian', single(), { userResponsibility: false })).toBe(false);
    expect(is('dependant.asksGuardianResponsibility', single(), { userResponsibility: false })).toBe(false);
    expect(is('dependant.userLacksResponsibility', single(), { userResponsibility: false })).toBe(true);
    expect(is('dependant.appointsGuardian', single(), { userResponsibility: true })).toBe(true);
    expect(is('dependant.asksGuardianResponsibility', single(), { userResponsibility: true })).toBe(true);
    expect(is('dependant.userLacksResponsibility', completeWill(), { userResponsibility: false })).toBe(false);
    expect(is('dependant.appointsGuardian', completeWill(), {}, DOG)).toBe(true);
  });

  it('drops the answers of a child no longer in the will when saved', () => {
    const gone = '99999999-9999-4999-8999-999999999999';
    const will = single({ parentalResponsibility: { [YOUNG_CHILD]: { user: true }, [gone]: { user: false } } });
    expect(normaliseSave(will).parentalResponsibility).toEqual({ [YOUNG_CHILD]: { user: true } });
    const removed = runOperation('people.remove', will, { params: { uuid: YOUNG_CHILD }, today: TODAY });
    expect(removed.ok && removed.will).not.toHaveProperty('parentalResponsibility');
  });
});

describe('guardian question predicates', () => {
  const is = (name: string, uuid: string, will = completeWill()) => evaluatePredicate(name, { will, today: TODAY, params: { uuid } });
  it('dependant.isChild holds for a child under 18 only', () => {
    expect(is('dependant.isChild', YOUNG_CHILD)).toBe(true);
    expect(is('dependant.isChild', DOG)).toBe(false);
    expect(is('dependant.isChild', ADULT_CHILD)).toBe(false);
  });
  it('dependant.hasCarePlan holds for a pet with a care plan only', () => {
    expect(is('dependant.hasCarePlan', DOG)).toBe(false);
    expect(is('dependant.hasCarePlan', DOG, { ...completeWill(), pets: { [DOG]: { name: 'Rex', type: 'cat', hasPetCarePlan: true } } })).toBe(true);
  });
});

describe('step 3 after removals elsewhere (SPEC 4.2)', () => {
  it('removing the only guardian of a dependant leaves step 3 passed but needing attention; removing one of two does not', () => {
    const onlyFriend: Will = { ...completeWill(), guardians: { [YOUNG_CHILD]: [PARTNER, FRIEND], [DOG]: [FRIEND] } };
    const removeFriend = runOperation('people.remove', onlyFriend, { params: { uuid: FRIEND }, today: TODAY });
    expect(removeFriend.ok && removeFriend.will.passedSteps).toContain(3);
    expect(removeFriend.ok && guardiansComplete(removeFriend.will, TODAY)).toBe(false);
    const twoEach: Will = { ...completeWill(), guardians: { [YOUNG_CHILD]: [PARTNER, FRIEND], [DOG]: [PARTNER, FRIEND] } };
    const removeOne = runOperation('people.remove', twoEach, { params: { uuid: FRIEND }, today: TODAY });
    expect(removeOne.ok && removeOne.will.passedSteps).toContain(3);
  });

  it('removing a dependant keeps step 3 when the others are covered', () => {
    const result = runOperation('people.remove', completeWill(), { params: { uuid: DOG }, today: TODAY });
    expect(result.ok && result.will.passedSteps).toContain(3);
    expect(result.ok && result.will.guardians).not.toHaveProperty(DOG);
  });
});
