import { describe, it, expect } from 'vitest';
import { ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import { repeatedReferences, sharedRecordKeys } from './dangling-references';

describe('repeatedReferences', () => {
  it('finds nothing in a consistent will', () => {
    expect(repeatedReferences(completeWill())).toEqual([]);
  });

  it('names every repeat of a uuid in a list, and a substitute naming its own share', () => {
    const will = completeWill();
    will.guardians = { [YOUNG_CHILD]: [FRIEND, FRIEND] };
    will.estate!.push({ amount: 0, beneficiary: { type: 'person', uuid: PARTNER } });
    will.estate![1]!.substitutes = [FRIEND, FRIEND, ADULT_CHILD];
    will.executors = [{ type: 'person', uuid: PARTNER }, { type: 'person', uuid: PARTNER }, { type: 'guardian-angel' }, { type: 'guardian-angel', uuid: null }];
    will.gifts![1]!.beneficiaries = [CHARITY, CHARITY];
    expect(repeatedReferences(will)).toEqual([
      `guardians.${YOUNG_CHILD}.1`, 'estate.1.substitutes.1', 'estate.1.substitutes.2', 'estate.3.beneficiary', 'executors.1', 'executors.3',
      'gifts.1.beneficiaries.1',
    ]);
  });
});

describe('sharedRecordKeys', () => {
  it('finds nothing in a consistent will', () => {
    expect(sharedRecordKeys(completeWill())).toEqual([]);
  });

  it('names each record whose uuid an earlier map (relations, children, pets, charity) already uses', () => {
    const will = completeWill();
    will.children![FRIEND] = { fullName: 'Sam Jones', birthday: '2001-01-01', address: 'Here' };
    will.pets![PARTNER] = { name: 'Tom', type: 'cat' };
    will.charity![DOG] = { name: 'Dogs Trust' };
    will.charity![FRIEND] = { name: 'Cats Protection' };
    expect(sharedRecordKeys(will)).toEqual([
      { map: 'children', uuid: FRIEND }, { map: 'pets', uuid: PARTNER }, { map: 'charity', uuid: DOG }, { map: 'charity', uuid: FRIEND },
    ]);
  });
});
