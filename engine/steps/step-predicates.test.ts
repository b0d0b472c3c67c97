import { describe, expect, it } from 'vitest';
import { CHARITY, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import { evaluatePredicate, predicateHolds, stepPredicates, type PredicateContext } from './step-predicates';
import { emptyWill, type Will } from '../will/will';

const is = (name: string, ctx: Partial<PredicateContext> & { will: Will }) => stepPredicates[name]!({ today: TODAY, ...ctx });
const status = (id: number, will: Will = emptyWill()): Will => ({ ...will, maritalStatus: { id: id as 1 } });

describe('family and marital status predicates (SPEC 3.3, 4.3)', () => {
  it('family.needsPartner: a status needing a partner with no existing partner', () => {
    expect(is('family.needsPartner', { will: status(3) })).toBe(true);
    expect(is('family.needsPartner', { will: completeWill() })).toBe(false);
    expect(is('family.needsPartner', { will: { ...completeWill(), partner: '99999999-9999-4999-8999-999999999999' } })).toBe(true);
    expect(is('family.needsPartner', { will: status(1) })).toBe(false);
    expect(is('family.needsPartner', { will: emptyWill() })).toBe(false);
  });

  it('maritalStatus.needsPartner: the form choice first, else the stored status; exactly statuses 2 to 5', () => {
    const needing = [1, 2, 3, 4, 5, 6, 7, 8].filter((id) => is('maritalStatus.needsPartner', { will: emptyWill(), data: { id } }));
    expect(needing).toEqual([2, 3, 4, 5]);
    expect(is('maritalStatus.needsPartner', { will: status(3), data: { id: 1 } })).toBe(false);
    expect(is('maritalStatus.needsPartner', { will: status(3) })).toBe(true);
    expect(is('maritalStatus.needsPartner', { will: emptyWill() })).toBe(false);
  });

  it('maritalStatus.isEngaged: only status 5', () => {
    expect(is('maritalStatus.isEngaged', { will: status(5) })).toBe(true);
    expect(is('maritalStatus.isEngaged', { will: status(3) })).toBe(false);
  });

  it('pet.isOtherType: the form type is other', () => {
    expect(is('pet.isOtherType', { will: emptyWill(), data: { type: 'other' } })).toBe(true);
    expect(is('pet.isOtherType', { will: emptyWill(), data: { type: 'dog' } })).toBe(false);
    expect(is('pet.isOtherType', { will: emptyWill() })).toBe(false);
  });
});

describe('dependants and completeness (SPEC 4.2)', () => {
  it('dependants.any: a child under 18 on today, or any pet', () => {
    expect(is('dependants.any', { will: completeWill() })).toBe(true);
    const noPets = { ...completeWill(), pets: {} };
    expect(is('dependants.any', { will: noPets })).toBe(true);
    expect(is('dependants.any', { will: noPets, today: '2033-05-05' })).toBe(false);
    expect(is('dependants.any', { will: noPets, today: '2033-05-04' })).toBe(true);
  });

  it('guardians.complete: every dependant has a relation guardian, or is a pet with a care plan', () => {
    expect(is('guardians.complete', { will: completeWill() })).toBe(true);
    const noDogGuardian = { ...completeWill(), guardians: { [YOUNG_CHILD]: [PARTNER] } };
    expect(is('guardians.complete', { will: noDogGuardian })).toBe(false);
    expect(is('guardians.complete', { will: { ...noDogGuardian, pets: { [DOG]: { name: 'Rex', type: 'dog', hasPetCarePlan: true } } } })).toBe(true);
  });

  it('estate.complete and executors.complete follow the engine rules', () => {
    expect(is('estate.complete', { will: completeWill() })).toBe(true);
    expect(is('estate.complete', { will: { ...completeWill(), estate: completeWill().estate!.slice(1) } })).toBe(false);
    expect(is('executors.complete', { will: completeWill() })).toBe(true);
    expect(is('executors.complete', { will: { ...completeWill(), executors: [] } })).toBe(false);
  });
});

describe('record existence (edit routes)', () => {
  it('person.exists: params.uuid names a relation, child, pet or charity', () => {
    for (const uuid of [FRIEND, YOUNG_CHILD, DOG, CHARITY]) expect(is('person.exists', { will: completeWill(), params: { uuid } })).toBe(true);
    expect(is('person.exists', { will: completeWill(), params: { uuid: 'constructor' } })).toBe(false);
    expect(is('person.exists', { will: completeWill() })).toBe(false);
  });

  it('kind-specific checks refuse a uuid of another kind', () => {
    expect(is('child.exists', { will: completeWill(), params: { uuid: YOUNG_CHILD } })).toBe(true);
    expect(is('child.exists', { will: completeWill(), params: { uuid: DOG } })).toBe(false);
    expect(is('pet.exists', { will: completeWill(), params: { uuid: DOG } })).toBe(true);
    expect(is('relation.exists', { will: completeWill(), params: { uuid: YOUNG_CHILD } })).toBe(false);
    expect(is('charity.exists', { will: completeWill(), params: { uuid: CHARITY } })).toBe(true);
  });
});

describe('step state predicates (SPEC 4.1)', () => {
  it('steps.<id>Passed and steps.<id>Startable for every catalogue step', () => {
    const will = { ...emptyWill(), passedSteps: [1] };
    expect(is('steps.yourselfPassed', { will })).toBe(true);
    expect(is('steps.familyPassed', { will })).toBe(false);
    expect(is('steps.familyStartable', { will })).toBe(true);
    expect(is('steps.familyStartable', { will: emptyWill() })).toBe(false);
    expect(is('steps.financialStartable', { will })).toBe(false);
    expect(is('steps.funeralWishesStartable', { will: { ...emptyWill(), passedSteps: [1, 2, 4] } })).toBe(true);
  });

  it('evaluatePredicate throws for an unknown name', () => {
    expect(() => evaluatePredicate('nope', { will: emptyWill(), today: TODAY })).toThrow(/Unknown predicate/);
  });
});

describe('predicateHolds', () => {
  const ctx = { will: { schemaVersion: 2 as const, pets: { p: { name: 'Rex', type: 'dog' as const } } }, today: '2026-11-23', data: { type: 'other' } };
  it('evaluates a named predicate, its negation with !, and holds with no reference', () => {
    expect(predicateHolds('pet.isOtherType', ctx)).toBe(true);
    expect(predicateHolds('!pet.isOtherType', ctx)).toBe(false);
    expect(predicateHolds(undefined, ctx)).toBe(true);
  });
  it('throws for a name the registry does not hold', () => {
    expect(() => predicateHolds('!no.suchThing', ctx)).toThrow(/no\.suchThing/);
  });
});

describe('a status chosen that takes the partner role away', () => {
  it('Widowed with a partner named says so; another status without a partner says the same in its own note', () => {
    const married = completeWill();
    expect(is('maritalStatus.widowedWithPartner', { will: married, data: { id: 6 } })).toBe(true);
    expect(is('maritalStatus.dropsPartner', { will: married, data: { id: 6 } })).toBe(false);
    expect(is('maritalStatus.dropsPartner', { will: married, data: { id: 8 } })).toBe(true);
    expect(is('maritalStatus.dropsPartner', { will: married, data: { id: 3 } })).toBe(false);
    const noPartner = { ...married, partner: null };
    expect(is('maritalStatus.widowedWithPartner', { will: noPartner, data: { id: 6 } })).toBe(false);
    expect(is('maritalStatus.dropsPartner', { will: noPartner, data: { id: 8 } })).toBe(false);
  });
});
