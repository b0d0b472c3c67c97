import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, CHARITY, FRIEND, PARTNER, TODAY, completeWill } from './fixtures/will-fixtures';
import { taxInputFromWill, willInheritanceTax } from './inheritance-tax-input';
import { inheritanceTaxFigures } from './step-figures';
import { evaluatePredicate } from './step-predicates';
import type { Asset, Will } from './will';

const HOME = { address: '1 High Street, Leeds, LS1 1AA', mortgage: 'No', owner: 'I am the only owner' } as const;
const home = (estimatedValue: number): Asset => ({ selector: 'property', value: HOME, estimatedValue });
const bank = (estimatedValue?: number): Asset => ({ selector: 'bankAcount', value: 'Big Bank', ...(estimatedValue === undefined ? {} : { estimatedValue }) });

/** The fixture (married; 50% partner, 40% adult child, 10% charity; £500 to a friend) with these assets. */
function willWith(assets: Asset[], changes: Partial<Will> = {}): Will {
  return { ...completeWill(), assets, ...changes };
}

describe('the estimator inputs for a will', () => {
  it('is null while no asset has a value', () => {
    expect(taxInputFromWill(willWith([bank()]), TODAY)).toBeNull();
    expect(willInheritanceTax(willWith([]), TODAY)).toBeNull();
  });

  it('adds up only the assets with a value; money gifts come first, the rest follows the split', () => {
    const input = taxInputFromWill(willWith([bank(100_500), bank(), home(300_000)]), TODAY)!;
    // £400,500 less the £500 gift to a friend leaves £400,000: 50% partner, 40% child, 10% charity.
    expect(input).toEqual({ estate: 400_500, toSpouse: 200_000, toDescendants: 160_000, toCharity: 40_000, homeToDescendants: 120_000 });
  });

  it('a partner who is not a husband, wife or civil partner is not exempt', () => {
    const input = taxInputFromWill(willWith([bank(100_500)], { maritalStatus: { id: 2, comc: null } }), TODAY)!;
    expect(input.toSpouse).toBe(0);
  });

  it('the home is the property at the user’s address (or marked so); another property is not', () => {
    const elsewhere: Asset = { selector: 'property', value: { ...HOME, address: '9 Sea View, Whitby' }, estimatedValue: 300_000 };
    const marked: Asset = { selector: 'property', value: { ...HOME, address: '9 Sea View, Whitby', hasUserAddress: true }, estimatedValue: 300_000 };
    expect(taxInputFromWill(willWith([bank(500), elsewhere]), TODAY)!.homeToDescendants).toBe(0);
    expect(taxInputFromWill(willWith([bank(500), marked]), TODAY)!.homeToDescendants).toBe(120_000);
  });

  it('an equal split shares the rest evenly; an unfinished manual split leaves the rest to no one exempt', () => {
    const equal = willWith([bank(300_500)], { estate_split_type: 'equally', estate: completeWill().estate!.map((s) => ({ ...s, amount: 1 / 3 })) });
    expect(taxInputFromWill(equal, TODAY)).toMatchObject({ toSpouse: 100_000, toCharity: 100_000 });
    const unfinished = willWith([bank(100_500)], { estate: [{ amount: 25, beneficiary: { type: 'charity', uuid: CHARITY } }] });
    expect(taxInputFromWill(unfinished, TODAY)).toMatchObject({ toSpouse: 0, toCharity: 25_000, toDescendants: 0 });
  });

  it('money gifts above the estate are scaled down to it, and go to their beneficiaries’ kinds', () => {
    const gifts = [
      { type: 'money' as const, itemDesc: '3000', beneficiaries: [CHARITY] },
      { type: 'money' as const, itemDesc: '1000', beneficiaries: [PARTNER, ADULT_CHILD] },
      { type: 'oneoff' as const, itemDesc: 'My watch', beneficiaries: [FRIEND] },
    ];
    expect(taxInputFromWill(willWith([bank(2000)], { gifts }), TODAY)).toEqual({ estate: 2000, toCharity: 1500, toSpouse: 250, toDescendants: 250, homeToDescendants: 0 });
  });

  it('pensions count only from 6 April 2027', () => {
    const pension: Asset = { selector: 'pension', value: 'Aviva', estimatedValue: 200_000 };
    expect(taxInputFromWill(willWith([pension]), '2027-04-05')).toBeNull();
    expect(taxInputFromWill(willWith([pension]), '2027-04-06')!.estate).toBe(200_000);
  });
});

describe('the estimate as figures for texts', () => {
  it('formats money and the rate; the charity-rate predicate follows the estimate', () => {
    // £1,000,500 less the £500 gift: 50% partner, 40% child (home £400,000 x 40%), 10% (£100,000) to charity.
    const will = willWith([bank(600_500), home(400_000)]);
    expect(inheritanceTaxFigures(will, { today: TODAY })).toEqual({
      estate: '£1,000,500',
      exempt: '£600,000',
      nilRateBand: '£325,000',
      residenceNilRateBand: '£160,000',
      allowances: '£485,000',
      taxable: '£0',
      tax: '£0',
      rate: '36%',
    });
    expect(evaluatePredicate('inheritanceTax.charityRate', { will, today: TODAY })).toBe(true);
    const noCharity = { ...will, estate: will.estate!.filter((s) => s.beneficiary.type !== 'charity') };
    expect(evaluatePredicate('inheritanceTax.charityRate', { will: noCharity, today: TODAY })).toBe(false);
    expect(inheritanceTaxFigures(willWith([bank()]), { today: TODAY })).toBeNull();
  });
});
