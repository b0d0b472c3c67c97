import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, CHARITY, FRIEND, PARTNER, TODAY, completeWill } from '../../will/fixtures/will-fixtures';
import { lateSpouseTransfer, taxInputFromWill, willInheritanceTax } from './inheritance-tax-input';
import { inheritanceTaxFigures } from '../../steps/step-figures';
import { evaluatePredicate } from '../../steps/step-predicates';
import type { Asset, Will } from '../../will/will';

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

  it('pensions count only from 6 April 2027, and then pass to whoever the scheme pays, not by the will’s split', () => {
    const pension: Asset = { selector: 'pension', value: 'Aviva', estimatedValue: 200_000 };
    expect(taxInputFromWill(willWith([pension]), '2027-04-05')).toBeNull();
    expect(taxInputFromWill(willWith([pension]), '2027-04-06')!.estate).toBe(200_000);
    // £100,500 in the bank follows the split (after the £500 gift); the pension goes to no one known to be exempt.
    expect(taxInputFromWill(willWith([pension, bank(100_500)]), '2027-04-06')).toMatchObject({ estate: 300_500, toSpouse: 50_000, toDescendants: 40_000, toCharity: 10_000 });
  });

  it('life insurance is outside the estate (written in trust or paid to a nominated person, as the estate intro says)', () => {
    const policy: Asset = { selector: 'lifeInsurance', value: 'Aviva', estimatedValue: 500_000 };
    expect(taxInputFromWill(willWith([policy]), TODAY)).toBeNull();
    expect(taxInputFromWill(willWith([policy, bank(100_500)]), TODAY)!.estate).toBe(100_500);
  });

  it('IHTM45012 (Elizabeth): the user’s share of jointly owned property counts towards the estate', () => {
    const joint: Asset = { selector: 'property', value: { ...HOME, owner: 'I own jointly with someone else' }, estimatedValue: 150_000 };
    expect(taxInputFromWill(willWith([joint]), TODAY)!.estate).toBe(150_000);
  });

  it('IHTM11032: a husband or wife who is separated is still a spouse, so what they receive is exempt', () => {
    // £500,500 to a separated husband and a friend's £500: nothing taxable.
    const separated = willWith([bank(500_500)], { maritalStatus: { id: 7, comc: null }, estate: [{ amount: 100, beneficiary: { type: 'person', uuid: PARTNER } }] });
    expect(taxInputFromWill(separated, TODAY)!.toSpouse).toBe(500_000);
    expect(willInheritanceTax(separated, TODAY)!.tax).toBe(0);
    const divorced = { ...separated, maritalStatus: { id: 8, comc: null } };
    expect(willInheritanceTax(divorced, TODAY)!.tax).toBe(70_200);
  });

  it('IHTA s.8K, IHTM46034: a child on the family list (a step-, adopted or foster child too) takes the home closely', () => {
    const toChild = willWith([home(300_000)], { gifts: [], estate: [{ amount: 100, beneficiary: { type: 'children', uuid: ADULT_CHILD } }] });
    expect(willInheritanceTax(toChild, TODAY)).toMatchObject({ residenceNilRateBand: 175_000, tax: 0 });
  });

  it('IHTA s.8K(5), IHTM46031: a grandchild is a lineal descendant too, once the user marks the person as one', () => {
    const toFriend = willWith([home(600_000)], { gifts: [], estate: [{ amount: 100, beneficiary: { type: 'person', uuid: FRIEND } }] });
    // £600,000 less the £325,000 band, at 40%: no residence band for a friend...
    expect(willInheritanceTax(toFriend, TODAY)).toMatchObject({ residenceNilRateBand: 0, tax: 110_000 });
    const friend = completeWill().relations![FRIEND]!;
    const grandchild = { ...toFriend, relations: { ...toFriend.relations, [FRIEND]: { ...friend, descendant: true } } };
    // ...and the full £175,000 for a grandchild: (600,000 - 325,000 - 175,000) x 40%.
    expect(willInheritanceTax(grandchild, TODAY)).toMatchObject({ residenceNilRateBand: 175_000, tax: 40_000 });
  });
});

describe('a widowed user: the late spouse’s unused bands (IHTA s.8A, s.8L)', () => {
  const widowed = (lateSpouse?: Will['lateSpouse']): Will =>
    willWith([bank(2_000_000), home(400_000)], { maritalStatus: { id: 6, comc: null }, partner: null, gifts: [], ...(lateSpouse && { lateSpouse }), estate: [{ amount: 100, beneficiary: { type: 'children', uuid: ADULT_CHILD } }] });

  it('none used transfers 100% of each band: £2.4m to a child, £640,000 instead of £830,000', () => {
    const will = widowed({ nilRateBandUse: 'none', residenceNilRateBandUse: 'none' });
    expect(lateSpouseTransfer(will)).toEqual({ nilRateBand: 100, residenceNilRateBand: 100, known: true });
    expect(willInheritanceTax(will, TODAY)).toMatchObject({ nilRateBand: 650_000, residenceNilRateBand: 150_000, tax: 640_000 });
    expect(willInheritanceTax(widowed({ nilRateBandUse: 'all', residenceNilRateBandUse: 'all' }), TODAY)!.tax).toBe(830_000);
  });

  it('some used transfers the rest (IHTM43022: 40% used leaves 60%)', () => {
    const will = widowed({ nilRateBandUse: 'part', nilRateBandUsedPercent: 40, residenceNilRateBandUse: 'all' });
    expect(lateSpouseTransfer(will)).toEqual({ nilRateBand: 60, residenceNilRateBand: 0, known: true });
    expect(willInheritanceTax(will, TODAY)!.nilRateBand).toBe(520_000);
  });

  it('unanswered or "I don\'t know" counts as none used, marked unknown, with the no-transfer figure beside it', () => {
    for (const will of [widowed(), widowed({ nilRateBandUse: 'unknown', residenceNilRateBandUse: 'none' })]) {
      expect(lateSpouseTransfer(will)).toEqual({ nilRateBand: 100, residenceNilRateBand: 100, known: false });
      expect(inheritanceTaxFigures(will, { today: TODAY })).toMatchObject({ tax: '£640,000', taxWithoutTransfer: '£830,000' });
      expect(evaluatePredicate('inheritanceTax.lateSpouseUnknown', { will, today: TODAY })).toBe(true);
    }
    const known = widowed({ nilRateBandUse: 'none', residenceNilRateBandUse: 'none' });
    expect(inheritanceTaxFigures(known, { today: TODAY })).not.toHaveProperty('taxWithoutTransfer');
    expect(evaluatePredicate('inheritanceTax.lateSpouseUnknown', { will: known, today: TODAY })).toBe(false);
  });

  it('only a widowed user has a transfer: answers left from before a change of status are ignored', () => {
    const remarried = { ...widowed({ nilRateBandUse: 'none', residenceNilRateBandUse: 'none' }), maritalStatus: { id: 1, comc: null } };
    expect(lateSpouseTransfer(remarried)).toBeNull();
    expect(willInheritanceTax(remarried, TODAY)!.tax).toBe(830_000);
    expect(evaluatePredicate('inheritanceTax.lateSpouseUnknown', { will: remarried, today: TODAY })).toBe(false);
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
      // No mortgage to deduct; the child is an adult, so the home's part is not held in trust.
      mortgages: '£0',
      homeInTrust: '£0',
    });
    expect(evaluatePredicate('inheritanceTax.charityRate', { will, today: TODAY })).toBe(true);
    const noCharity = { ...will, estate: will.estate!.filter((s) => s.beneficiary.type !== 'charity') };
    expect(evaluatePredicate('inheritanceTax.charityRate', { will: noCharity, today: TODAY })).toBe(false);
    expect(inheritanceTaxFigures(willWith([bank()]), { today: TODAY })).toBeNull();
  });
});

describe('mortgages the user declared', () => {
  const mortgaged = (estimatedValue: number, mortgageOwed?: number): Asset => ({
    selector: 'property',
    value: { ...HOME, mortgage: 'Yes', ...(mortgageOwed === undefined ? {} : { mortgageOwed }) },
    estimatedValue,
  });

  it('deducts what is still owed from the estate and from the home (a liability charged on it: IHTA s.162(4))', () => {
    // £100,500 in the bank and a £300,000 home with £200,000 owed: £200,500; less the £500 gift, 40% to the child.
    const will = willWith([bank(100_500), mortgaged(300_000, 200_000)]);
    expect(taxInputFromWill(will, TODAY)).toMatchObject({ estate: 200_500, homeToDescendants: 40_000 });
    expect(inheritanceTaxFigures(will, { today: TODAY })).toMatchObject({ estate: '£200,500', mortgages: '£200,000' });
    expect(evaluatePredicate('inheritanceTax.mortgagesDeducted', { will, today: TODAY })).toBe(true);
    expect(evaluatePredicate('inheritanceTax.mortgageUnknown', { will, today: TODAY })).toBe(false);
  });

  it('the taper reads the estate after its mortgage: £2.2m of assets less £300,000 owed keeps the full residence band (IHTM46026)', () => {
    const will = willWith([bank(1_700_500), mortgaged(500_000, 300_000)], { estate: [{ amount: 100, beneficiary: { type: 'children', uuid: ADULT_CHILD } }] });
    expect(willInheritanceTax(will, TODAY)).toMatchObject({ estate: 1_900_500, residenceNilRateBand: 175_000 });
  });

  it('negative equity lowers the rest of the estate; the home then has no value for the band', () => {
    const will = willWith([bank(100_500), mortgaged(150_000, 200_000)]);
    expect(taxInputFromWill(will, TODAY)).toMatchObject({ estate: 50_500, homeToDescendants: 0 });
  });

  it('a mortgage of unknown amount is ignored, and the estimate says so', () => {
    const will = willWith([bank(100_500), mortgaged(300_000)]);
    expect(taxInputFromWill(will, TODAY)!.estate).toBe(400_500);
    expect(evaluatePredicate('inheritanceTax.mortgageUnknown', { will, today: TODAY })).toBe(true);
    expect(evaluatePredicate('inheritanceTax.mortgagesDeducted', { will, today: TODAY })).toBe(false);
  });
});
