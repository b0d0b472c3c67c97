import { describe, expect, it } from 'vitest';
import { setMaritalStatus } from './marital-status';
import { normaliseSave } from '../normalise-save';
import { completeWill, PARTNER } from '../fixtures/will-fixtures';
import { evaluatePredicate, type PredicateContext } from '../../steps/step-predicates';
import type { Will } from '../will';

const TODAY = '2026-11-22';
const holds = (name: string, ctx: Omit<PredicateContext, 'today'>) => evaluatePredicate(name, { today: TODAY, ...ctx });
const STEP = '0a0a0a0a-0000-4000-8000-0000000000aa';

describe('questions that make the will say what the user means', () => {
  it('asks which event an engaged user expects only once they answer Yes', () => {
    const engaged = { ...completeWill(), maritalStatus: { id: 5 as const, comc: null } };
    expect(holds('maritalStatus.expectsToStay', { will: engaged, data: { comc: true } })).toBe(true);
    expect(holds('maritalStatus.expectsToStay', { will: engaged, data: { comc: false } })).toBe(false);
    expect(holds('maritalStatus.expectsToStay', { will: { ...engaged, maritalStatus: { id: 3, comc: null } }, data: { comc: true } })).toBe(false);
  });

  it('asks about stepchildren when the family has one and a share passes to "my" or "our" children', () => {
    const base = completeWill();
    const will: Will = { ...base, relations: { ...base.relations, [STEP]: { fullName: 'Mia Smith', birthday: '2012-02-02', address: '1 High Street, Leeds', stepchild: true } } };
    const form = (substituteType: string) => ({ substitutes: { shareCount: 1, choices: [{ uuid: PARTNER, substituteType, substitutes: [] }] } });
    expect(holds('estate.asksAboutStepchildren', { will, data: form('my_children') })).toBe(true);
    expect(holds('estate.asksAboutStepchildren', { will, data: form('our_children') })).toBe(true);
    expect(holds('estate.asksAboutStepchildren', { will, data: form('their_children') })).toBe(false);
    expect(holds('estate.asksAboutStepchildren', { will: base, data: form('my_children') })).toBe(false);
  });

  it('asks whether a person is a stepchild only with a partner, or a late or former one', () => {
    expect(holds('family.mayHaveStepchildren', { will: completeWill() })).toBe(true);
    expect(holds('family.mayHaveStepchildren', { will: { ...completeWill(), partner: null, maritalStatus: { id: 1, comc: null } } })).toBe(false);
    for (const id of [6, 7, 8] as const) expect(holds('family.mayHaveStepchildren', { will: { ...completeWill(), partner: null, maritalStatus: { id, comc: null } } })).toBe(true);
  });

  it('says a gift of money is in addition when another gift of money already benefits the same beneficiary', () => {
    const will: Will = { ...completeWill(), gifts: [{ type: 'money', itemDesc: '500', beneficiaries: [PARTNER] }, { type: 'oneoff', itemDesc: 'My watch', beneficiaries: [STEP] }] };
    expect(holds('gifts.moneyAlreadyGiven', { will, data: { beneficiaries: [PARTNER] }, params: { index: '2' } })).toBe(true);
    // The gift being edited is not "another" gift, nor is a gift of an item.
    expect(holds('gifts.moneyAlreadyGiven', { will, data: { beneficiaries: [PARTNER] }, params: { index: '0' } })).toBe(false);
    expect(holds('gifts.moneyAlreadyGiven', { will, data: { beneficiaries: [STEP] }, params: { index: '2' } })).toBe(false);
  });

  it('tells the fallback step when someone is left out on purpose, and asks for the scheme of a pet on one', () => {
    expect(holds('wishes.leavesSomeoneOut', { will: { ...completeWill(), otherWishes: { wish: null, disinherit: 'My son Leo.' } } })).toBe(true);
    expect(holds('wishes.leavesSomeoneOut', { will: { ...completeWill(), otherWishes: { wish: 'A tree', disinherit: '  ' } } })).toBe(false);
    expect(holds('pet.onRehomingScheme', { will: completeWill(), data: { hasPetCarePlan: true } })).toBe(true);
    expect(holds('pet.onRehomingScheme', { will: completeWill(), data: { hasPetCarePlan: false } })).toBe(false);
  });

  it('keeps the expected event while Engaged with Yes, and drops it otherwise', () => {
    const engaged: Will = { ...completeWill(), maritalStatus: { id: 5, comc: true, comcEvent: 'civilPartnership' } };
    expect(normaliseSave(engaged).maritalStatus).toMatchObject({ comcEvent: 'civilPartnership' });
    expect(setMaritalStatus(engaged, { id: 5 }).maritalStatus).toEqual({ id: 5, comc: true, comcEvent: 'civilPartnership' });
    expect(normaliseSave({ ...engaged, maritalStatus: { id: 5, comc: false, comcEvent: 'marriage' } }).maritalStatus).not.toHaveProperty('comcEvent');
    expect(normaliseSave({ ...engaged, maritalStatus: { id: 3, comc: null, comcEvent: 'marriage' } }).maritalStatus).not.toHaveProperty('comcEvent');
    expect(setMaritalStatus(engaged, { id: 3 }).maritalStatus).toEqual({ id: 3, comc: null });
  });
});
