import { describe, expect, it } from 'vitest';
import { estimateInheritanceTax } from './inheritance-tax';

const nothing = { homeToDescendants: 0, toSpouse: 0, toCharity: 0, toDescendants: 0 };

describe('inheritance tax estimate: the nil-rate band and exemptions (gov.uk/inheritance-tax)', () => {
  it('gov.uk: £500,000 estate, £325,000 threshold: 40% of £175,000 = £70,000', () => {
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing })).toMatchObject({ taxable: 175_000, rate: 0.4, tax: 70_000 });
  });

  it('an estate under the nil-rate band pays nothing', () => {
    expect(estimateInheritanceTax({ estate: 300_000, ...nothing }).tax).toBe(0);
  });

  it('IHTA s.18: everything to a spouse or civil partner is exempt', () => {
    expect(estimateInheritanceTax({ estate: 1_000_000, ...nothing, toSpouse: 1_000_000 }).tax).toBe(0);
  });

  it('refuses negative amounts, parts above the estate and a transferred share outside 0 to 100', () => {
    expect(() => estimateInheritanceTax({ estate: -1, ...nothing })).toThrow();
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, toSpouse: 200 })).toThrow();
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, homeToDescendants: 60, toDescendants: 50 })).toThrow();
    // IHTM43031 / IHTM43033: a transfer is limited to 100% of the band.
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, transferredNilRateBandPercent: 125 })).toThrow();
    expect(() => estimateInheritanceTax({ estate: 100, ...nothing, transferredResidencePercent: -1 })).toThrow();
  });
});

describe('the residence nil-rate band (IHTM46020-46027)', () => {
  it('gov.uk: £500,000 with a £200,000 home left to children: threshold £500,000, no tax', () => {
    const e = estimateInheritanceTax({ estate: 500_000, ...nothing, homeToDescendants: 200_000, toDescendants: 500_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 175_000, tax: 0 });
  });

  it('the band is the home passing to descendants when under £175,000', () => {
    const e = estimateInheritanceTax({ estate: 600_000, ...nothing, homeToDescendants: 150_000, toDescendants: 600_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 150_000, taxable: 125_000, tax: 50_000 });
  });

  it('no band when the home does not pass to direct descendants', () => {
    expect(estimateInheritanceTax({ estate: 600_000, ...nothing, toDescendants: 300_000 })).toMatchObject({ residenceNilRateBand: 0, tax: 110_000 });
  });

  it('IHTM46023: tapered by £1 for every £2 over £2m; £2,350,000 with no brought-forward allowance has none', () => {
    expect(estimateInheritanceTax({ estate: 2_100_000, ...nothing, homeToDescendants: 500_000, toDescendants: 2_100_000 }).residenceNilRateBand).toBe(125_000);
    expect(estimateInheritanceTax({ estate: 2_350_000, ...nothing, homeToDescendants: 500_000, toDescendants: 2_350_000 }).residenceNilRateBand).toBe(0);
  });

  it('IHTM46026: the band is the LOWER of the home closely inherited and the adjusted allowance (taper first)', () => {
    // £2.1m estate, £300,000 home, a child takes 40% of the residue: home closely inherited £120,000; adjusted
    // allowance £175,000 - £50,000 = £125,000; band £120,000 (not £120,000 - £50,000), tax 40% of £1,655,000.
    const e = estimateInheritanceTax({ estate: 2_100_000, ...nothing, homeToDescendants: 120_000, toDescendants: 840_000 });
    expect(e).toMatchObject({ residenceNilRateBand: 120_000, taxable: 1_655_000, tax: 662_000 });
  });
});

describe('bands transferred from a late spouse or civil partner (IHTA s.8A, s.8L)', () => {
  it('IHTM43020 (John and Linda): 60% of the nil-rate band unused adds 60% to the survivor’s', () => {
    expect(estimateInheritanceTax({ estate: 520_000, ...nothing, transferredNilRateBandPercent: 60 })).toMatchObject({ nilRateBand: 520_000, tax: 0 });
    expect(estimateInheritanceTax({ estate: 530_000, ...nothing, transferredNilRateBandPercent: 60 }).tax).toBe(4_000);
  });

  it('IHTM46044 (Maria and Monique): a 75% brought-forward allowance adds 75% of the residence band', () => {
    // Maria's £1,450,000 estate, her £375,000 house to her son; at today's £175,000 enhancement: £175,000 x 175%.
    const e = estimateInheritanceTax({ estate: 1_450_000, ...nothing, homeToDescendants: 375_000, toDescendants: 1_450_000, transferredResidencePercent: 75 });
    expect(e.residenceNilRateBand).toBe(306_250);
  });

  it('IHTM46024-46026: the taper comes off the default allowance with the brought-forward part (£2.4m, full transfer)', () => {
    // Default allowance £350,000 less £200,000 taper: £150,000; nil-rate band £650,000; 40% of £1,600,000.
    const input = { estate: 2_400_000, ...nothing, homeToDescendants: 400_000, toDescendants: 2_400_000 };
    expect(estimateInheritanceTax(input).tax).toBe(830_000);
    const full = estimateInheritanceTax({ ...input, transferredNilRateBandPercent: 100, transferredResidencePercent: 100 });
    expect(full).toMatchObject({ nilRateBand: 650_000, residenceNilRateBand: 150_000, taxable: 1_600_000, tax: 640_000 });
  });
});

describe('the 36% rate for 10% of the baseline amount to charity (IHTA Sch 1A, IHTM45000)', () => {
  it('IHTM45010 (Robert): £750,000 with £50,000 to charity; baseline £425,000; tax £135,000', () => {
    expect(estimateInheritanceTax({ estate: 750_000, ...nothing, toCharity: 50_000 })).toMatchObject({ taxable: 375_000, rate: 0.36, tax: 135_000 });
  });

  it('£500,000 leaving £17,500 (10% of the £175,000 baseline): 36% of £157,500 = £56,700; £1 less stays at 40%', () => {
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing, toCharity: 17_500 })).toMatchObject({ taxable: 157_500, rate: 0.36, tax: 56_700 });
    expect(estimateInheritanceTax({ estate: 500_000, ...nothing, toCharity: 17_499 }).rate).toBe(0.4);
  });

  it('IHTM45009: the baseline deducts the transferred nil-rate band but never the residence band', () => {
    // £1m, £35,000 to charity: with a full transfer the baseline is £350,000 (10% met); without, £675,000 (not met).
    expect(estimateInheritanceTax({ estate: 1_000_000, ...nothing, toCharity: 35_000, transferredNilRateBandPercent: 100 }).rate).toBe(0.36);
    expect(estimateInheritanceTax({ estate: 1_000_000, ...nothing, toCharity: 35_000 }).rate).toBe(0.4);
    // £60,000 to charity with a £175,000 home to children: baseline £675,000, so 10% is £67,500 and not met.
    const home = { homeToDescendants: 175_000, toDescendants: 940_000 };
    expect(estimateInheritanceTax({ estate: 1_000_000, ...nothing, ...home, toCharity: 60_000 }).rate).toBe(0.4);
  });
});
