import { describe, expect, it } from 'vitest';
import { estimateInheritanceTax, willInheritanceTax } from './inheritance-tax';
import { CHARITY, PARTNER, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import type { Will } from './will';

const nothing = { home: 0, toSpouse: 0, toCharity: 0, toDescendants: 0 };

describe('inheritance tax estimate (HMRC worked examples, gov.uk/inheritance-tax)', () => {
  it('£500,000 estate, £325,000 threshold: 40% of £175,000 = £70,000', () => {
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing })).toMatchObject({ taxable: 175_000, rate: 0.4, tax: 70_000 });
  });

  it('an estate under the nil-rate band pays nothing', () => {
    expect(estimateInheritanceTax({ estate: 300_000, ...nothing }).tax).toBe(0);
  });

  it('everything to a spouse or civil partner is exempt', () => {
    expect(estimateInheritanceTax({ estate: 1_000_000, ...nothing, toSpouse: 1_000_000 }).tax).toBe(0);
  });

  it('£500,000 with a £200,000 home left to children: threshold £500,000, no tax', () => {
    const e = estimateInheritanceTax({ estate: 500_000, ...nothing, home: 200_000, toDescendants: 500_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 175_000, tax: 0 });
  });

  it('the residence band is the home passing to descendants when under £175,000', () => {
    const e = estimateInheritanceTax({ estate: 600_000, ...nothing, home: 150_000, toDescendants: 600_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 150_000, taxable: 125_000, tax: 50_000 });
  });

  it('no residence band when the home does not pass to direct descendants', () => {
    expect(estimateInheritanceTax({ estate: 600_000, ...nothing, home: 300_000 }).residenceNilRateBand).toBe(0);
  });

  it('tapered by £1 for every £2 over £2m: £2.1m gives £125,000, £2.35m and over gives none', () => {
    expect(estimateInheritanceTax({ estate: 2_100_000, ...nothing, home: 500_000, toDescendants: 2_100_000 }).residenceNilRateBand).toBe(125_000);
    expect(estimateInheritanceTax({ estate: 2_350_000, ...nothing, home: 500_000, toDescendants: 2_350_000 }).residenceNilRateBand).toBe(0);
  });

  it('£500,000 leaving £17,500 (10% of the £175,000 baseline) to charity: 36% of £157,500 = £56,700', () => {
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing, toCharity: 17_500 })).toMatchObject({ taxable: 157_500, rate: 0.36, tax: 56_700 });
  });

  it('just under 10% of the baseline to charity stays at 40%', () => {
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing, toCharity: 17_499 }).rate).toBe(0.4);
  });

  it('refuses negative amounts and parts above the estate', () => {
    expect(() => estimateInheritanceTax({ estate: -1, ...nothing })).toThrow();
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, toSpouse: 200 })).toThrow();
  });
});

describe('the estimate for a will', () => {
  const base = (): Will => ({
    ...completeWill(),
    maritalStatus: { id: 3, comc: null },
    partner: PARTNER,
    assets: [
      { selector: 'property', value: { address: '1 High Street', mortgage: 'No', owner: 'I am the only owner' }, estimatedValue: 400_000 } as never,
      { selector: 'bankAcount', value: 'Big Bank', estimatedValue: 200_000 },
    ],
  });

  it('is null while no asset has a value', () => {
    expect(willInheritanceTax({ ...base(), assets: [{ selector: 'bankAcount', value: 'Big Bank' }] })).toBeNull();
  });

  it('half to the partner, 40% to a child, 10% to charity', () => {
    const will: Will = {
      ...base(),
      estate_split_type: 'other',
      estate: [
        { amount: 50, beneficiary: { type: 'person', uuid: PARTNER } },
        { amount: 40, beneficiary: { type: 'children', uuid: YOUNG_CHILD } },
        { amount: 10, beneficiary: { type: 'charity', uuid: CHARITY } },
      ],
    };
    // £600,000: £300,000 to the spouse and £60,000 to charity exempt; home £400,000 x 40% = £160,000 RNRB;
    // chargeable £240,000 < £325,000 + £160,000, so nothing to pay.
    expect(willInheritanceTax(will)).toMatchObject({ estate: 600_000, exempt: 360_000, residenceNilRateBand: 160_000, tax: 0 });
  });
});
