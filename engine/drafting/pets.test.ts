import { describe, expect, it } from 'vitest';
import type { Pet } from '../will';
import { ANN, castWill, clauseBody, clauseOf, PIP, REX, SAM } from './fixtures/clause-wills';

const CARER_CANNOT = 'If anyone I ask to look after a pet dies before me, or is unable or unwilling to take the pet, I ask my Executors to find the pet a good home.';
const COSTS = 'My Executors may pay from my Residuary Estate the reasonable costs of caring for and rehoming my pets until they are settled in their new homes.';
const rex = (hasPetCarePlan: boolean): Pet => ({ name: 'Rex', type: 'dog', hasPetCarePlan });

describe('pets', () => {
  it('gives a pet to the one person asked to care for it', () => {
    expect(clauseOf(castWill({ pets: { [REX]: rex(false) }, guardians: { [REX]: [SAM] } }), 'pets')).toEqual([
      '3. My pets',
      '3.1 I give my dog Rex to Sam Jones of 2 Low Road, York, YO1 1AA, and I ask them to look after Rex.',
      `3.2 ${CARER_CANNOT}`,
      `3.3 ${COSTS}`,
    ]);
  });

  it('lists several carers, and adds the care plan as a fallback when the pet has one', () => {
    expect(clauseBody(castWill({ pets: { [REX]: rex(true) }, guardians: { [REX]: [SAM, ANN] } }), 'pets')).toEqual([
      'I give my dog Rex to the following, and I ask them to look after Rex together:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      'I also have a pet care plan for Rex. If the people I ask to look after Rex cannot do so, I ask my Executors to arrange care under that plan.',
      CARER_CANNOT,
      COSTS,
    ]);
  });

  it('relies on the care plan alone when no one is asked to care for the pet', () => {
    expect(clauseBody(castWill({ pets: { [REX]: rex(true) } }), 'pets')).toEqual([
      'I have a pet care plan for my dog Rex. I ask my Executors to contact the plan\'s provider promptly after my death so that Rex is cared for under the plan.',
      COSTS,
    ]);
  });

  it('asks the Executors to rehome a pet with neither carer nor plan, and names an other pet by its typed kind', () => {
    const pets: Record<string, Pet> = {
      [REX]: rex(false),
      [PIP]: { name: 'Pip', type: 'other', typeOther: 'tortoise', hasPetCarePlan: false },
    };
    expect(clauseBody(castWill({ pets }), 'pets')).toEqual(['I ask my Executors to find a good home for my dog Rex.', 'I ask my Executors to find a good home for my tortoise Pip.', COSTS]);
    const untyped = { [PIP]: { name: 'Pip', type: 'other' as const, typeOther: null } };
    expect(clauseBody(castWill({ pets: untyped }), 'pets')?.[0]).toBe('I ask my Executors to find a good home for my pet Pip.');
  });

  it('is absent without pets', () => {
    expect(clauseOf(castWill({ pets: {} }), 'pets')).toBeNull();
  });
});
