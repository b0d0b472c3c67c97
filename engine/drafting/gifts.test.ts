import { describe, expect, it } from 'vitest';
import type { Gift } from '../will/will';
import { BEN, castWill, clauseBody, clauseOf, DOGS_TRUST, HOSPICE, SAM, AMY } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';
import { itemPhrase } from './item-phrase';

const SHARED =
  'Where I give something to more than one beneficiary, they are to share it equally as they agree between themselves. If they have not agreed within three months of my death, my Executors will decide how to divide it, and may sell it and divide the money equally; their decision is final.';
const DIES_FIRST =
  'If a beneficiary of a gift in this clause dies before me, their gift, or their part of a gift to more than one beneficiary, passes to the other beneficiaries of that gift who survive me. If there are none, it becomes part of my Residuary Estate.';
const FREE_OF_TAX =
  'Each gift in this clause is free of inheritance tax. The costs of delivering, transferring and insuring a gift until it is handed over are paid from my Residuary Estate.';
const SECTION_55 =
  'In this clause, my “personal possessions” means my personal chattels as defined by section 55(1)(x) of the Administration of Estates Act 1925, but not anything I give to someone else in this will.';

const gifts = (...list: Gift[]) => castWill({ gifts: list });
const gift = (type: Gift['type'], itemDesc: string, ...beneficiaries: string[]): Gift => ({ type, itemDesc, moreInfo: null, beneficiaries: beneficiaries as Gift['beneficiaries'] });

describe('specific gifts', () => {
  it('money in pounds to a person, then what happens if a beneficiary dies first, and tax', () => {
    expect(clauseOf(gifts(gift('money', '500', SAM)), 'gifts')).toEqual([
      '4. Gifts',
      '4.1 I give £500 to Sam Jones of 2 Low Road, York, YO1 1AA.',
      `4.2 ${DIES_FIRST}`,
      `4.3 ${FREE_OF_TAX}`,
    ]);
  });

  it('money to a charity with its registered number, in thousands and pence', () => {
    expect(clauseBody(gifts(gift('money', '£1,250.5', DOGS_TRUST)), 'gifts')?.[0]).toBe('I give £1,250.50 to Dogs Trust (registered charity number 227523).');
    expect(clauseBody(gifts(gift('money', '10000', HOSPICE)), 'gifts')?.[0]).toBe('I give £10,000 to Leeds Hospice.');
  });

  it('a one-off item, its "My" in lower case and a typed full stop dropped', () => {
    expect(clauseBody(gifts(gift('oneoff', "My grandfather's watch.", BEN)), 'gifts')?.[0]).toBe(
      "I give my grandfather's watch to my child Ben Smith of 9 Other Street, Hull, HU1 1AA.",
    );
  });

  it('a vehicle, with any replacement vehicle', () => {
    expect(clauseBody(gifts(gift('vehicle', 'My Ford Fiesta AB12 CDE', SAM)), 'gifts')?.[0]).toBe(
      'I give my Ford Fiesta AB12 CDE, or any vehicle I own at my death that has replaced it, to Sam Jones of 2 Low Road, York, YO1 1AA.',
    );
  });

  it('a collection to several beneficiaries, a person and a charity, shared between them', () => {
    expect(clauseBody(gifts(gift('collection', 'All of my books', SAM, DOGS_TRUST)), 'gifts')).toEqual([
      'I give all of my books to the following, to share between them:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Dogs Trust (registered charity number 227523)',
      SHARED,
      DIES_FIRST,
      FREE_OF_TAX,
    ]);
  });

  it('personal possessions, defined by section 55 of the Administration of Estates Act 1925 in place of the typed reference', () => {
    const typed = 'All of my personal possessions as defined by section 55 Administration of Estates Act';
    expect(clauseBody(gifts(gift('collection', typed, SAM)), 'gifts')).toEqual([
      'I give all of my personal possessions to Sam Jones of 2 Low Road, York, YO1 1AA.',
      SECTION_55,
      DIES_FIRST,
      FREE_OF_TAX,
    ]);
  });

  // Typed on the Welsh form after its hint ('eiddo personol fel y'u diffinnir gan adran 55 o Ddeddf Gweinyddu
  // Ystadau'): the words come from schemas/copy/personal-possessions.json and its layer, matched whatever the will's language.
  it('reads personal possessions, a typed section 55 reference and the starter text in Welsh as in English', () => {
    expect(itemPhrase('Fy holl eiddo personol fel y’u diffinnir gan adran 55 o Ddeddf Gweinyddu Ystadau')).toEqual({ item: 'fy holl eiddo personol', personalPossessions: true });
    expect(itemPhrase("Fy holl sieteli personol (fel y'i diffinnir gan a.55 Deddf Gweinyddu Ystadau 1925).")).toEqual({ item: 'fy holl sieteli personol', personalPossessions: true });
    expect(itemPhrase('Fy nghar')).toEqual({ item: 'fy nghar', personalPossessions: false });
    expect(itemPhrase('My personal effects, as defined in s. 55')).toEqual({ item: 'my personal effects', personalPossessions: true });
    expect(itemPhrase('My impersonal possessions')).toMatchObject({ personalPossessions: false });
    const typedInWelsh = gifts(gift('collection', 'Fy holl eiddo personol fel y’u diffinnir gan adran 55 o Ddeddf Gweinyddu Ystadau', SAM));
    expect(clauseBody(typedInWelsh, 'gifts')!.slice(0, 2)).toEqual(['I give fy holl eiddo personol to Sam Jones of 2 Low Road, York, YO1 1AA.', SECTION_55]);
    const welshWill = clauseBody({ ...gifts(gift('collection', 'All of my personal belongings as defined by section 55', SAM)), willLanguage: 'cy' }, 'gifts')!;
    expect(welshWill[0]).toMatch(/^Yr wyf yn rhoi all of my personal belongings i'r buddiolwr hwn: Sam Jones/);
    expect(welshWill[1]).toMatch(/^Yn y cymal hwn, ystyr fy “eiddo personol” yw fy sieteli personol fel y'u diffinnir gan adran 55\(1\)\(x\)/);
  });

  it('names a person in full once, then by name; a minor child by date of birth', () => {
    expect(clauseBody(gifts(gift('money', '100', AMY), gift('oneoff', 'My bike', AMY)), 'gifts')?.slice(0, 2)).toEqual([
      'I give £100 to my child Amy Smith (born 5 May 2015).',
      'I give my bike to Amy Smith.',
    ]);
  });

  it('leaves out a money gift without a valid amount and a gift whose beneficiaries are gone', () => {
    const will = gifts(gift('money', 'lots', SAM), gift('oneoff', 'My watch', fixtureUuid(999)), gift('money', '20', BEN));
    expect(clauseBody(will, 'gifts')?.[0]).toBe('I give £20 to my child Ben Smith of 9 Other Street, Hull, HU1 1AA.');
    expect(clauseBody(will, 'gifts')).toHaveLength(3);
  });

  it('is absent without gifts', () => {
    expect(clauseOf(castWill(), 'gifts')).toBeNull();
    expect(clauseOf(gifts(gift('money', '0', SAM)), 'gifts')).toBeNull();
  });
});

describe('specific gifts: two gifts of money to one beneficiary, and a description ending in a clause', () => {
  it('drafts the second gift of money to the same beneficiary as in addition to the first, by paragraph number', () => {
    expect(clauseOf(gifts(gift('money', '500', SAM), gift('oneoff', 'My watch', SAM), gift('money', '250', SAM)), 'gifts')!.slice(1, 4)).toEqual([
      '4.1 I give £500 to Sam Jones of 2 Low Road, York, YO1 1AA.',
      '4.2 I give my watch to Sam Jones.',
      '4.3 I give £250 to Sam Jones, in addition to the gift in clause 4.1.',
    ]);
    const shared = clauseBody(gifts(gift('money', '500', SAM), gift('money', '100', BEN), gift('money', '300', SAM, BEN)), 'gifts')!;
    expect(shared[2]).toBe('In addition to the gift in clauses 4.1 and 4.2, I give £300 in equal shares to:');
    expect(clauseBody(gifts(gift('money', '500', SAM), gift('money', '250', BEN)), 'gifts')![1]).toBe('I give £250 to my child Ben Smith of 9 Other Street, Hull, HU1 1AA.');
  });

  it('closes a clause at the end of a description with a comma before "to", but not a list', () => {
    const first = (desc: string) => clauseBody(gifts(gift('oneoff', desc, SAM)), 'gifts')![0];
    expect(first('My watch, engraved with my initials')).toBe('I give my watch, engraved with my initials, to Sam Jones of 2 Low Road, York, YO1 1AA.');
    expect(first("My ring, which was my mother's.")).toBe("I give my ring, which was my mother's, to Sam Jones of 2 Low Road, York, YO1 1AA.");
    expect(first('My car, a red Mini')).toBe('I give my car, a red Mini, to Sam Jones of 2 Low Road, York, YO1 1AA.');
    expect(first('My books, records and CDs')).toBe('I give my books, records and CDs to Sam Jones of 2 Low Road, York, YO1 1AA.');
    expect(first('My books, records, and CDs')).toBe('I give my books, records, and CDs to Sam Jones of 2 Low Road, York, YO1 1AA.');
    expect(first('My bicycle')).toBe('I give my bicycle to Sam Jones of 2 Low Road, York, YO1 1AA.');
    const vehicle = clauseBody(gifts(gift('vehicle', 'My car, registered AB12 CDE', SAM)), 'gifts')![0];
    expect(vehicle).toBe('I give my car, registered AB12 CDE, or any vehicle I own at my death that has replaced it, to Sam Jones of 2 Low Road, York, YO1 1AA.');
  });
});
