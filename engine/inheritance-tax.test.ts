import { describe, expect, it } from 'vitest';
import { estimateInheritanceTax } from './inheritance-tax';

const nothing = { homeToDescendants: 0, toSpouse: 0, toCharity: 0, toDescendants: 0 };

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
    const e = estimateInheritanceTax({ estate: 500_000, ...nothing, homeToDescendants: 200_000, toDescendants: 500_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 175_000, tax: 0 });
  });

  it('the residence band is the home passing to descendants when under £175,000', () => {
    const e = estimateInheritanceTax({ estate: 600_000, ...nothing, homeToDescendants: 150_000, toDescendants: 600_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 150_000, taxable: 125_000, tax: 50_000 });
  });

  it('no residence band when the home does not pass to direct descendants', () => {
    expect(estimateInheritanceTax({ estate: 600_000, ...nothing, toDescendants: 300_000 })).toMatchObject({ residenceNilRateBand: 0, tax: 110_000 });
  });

  it('tapered by £1 for every £2 over £2m: £2.1m gives £125,000, £2.35m and over gives none', () => {
    expect(estimateInheritanceTax({ estate: 2_100_000, ...nothing, homeToDescendants: 500_000, toDescendants: 2_100_000 }).residenceNilRateBand).toBe(125_000);
    expect(estimateInheritanceTax({ estate: 2_350_000, ...nothing, homeToDescendants: 500_000, toDescendants: 2_350_000 }).residenceNilRateBand).toBe(0);
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
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, homeToDescendants: 60, toDescendants: 50 })).toThrow();
  });
});
