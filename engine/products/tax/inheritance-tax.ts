/** HMRC thresholds for England and Wales (pounds), frozen to April 2031. */
export const NIL_RATE_BAND = 325_000;
const RESIDENCE_NIL_RATE_BAND = 175_000;
const TAPER_THRESHOLD = 2_000_000;
export const RATE = 0.4;
export const CHARITY_RATE = 0.36;

/** What the estimate needs, in whole pounds: the estate, the parts going to each kind of beneficiary, and the home's. */
export type TaxInput = {
  estate: number;
  /**
   * The part of the home's value (a property the person lived in, net of its mortgage) closely inherited by direct
   * descendants (absolutely, or in a trust for the person's own children: IHTA s.8J, s.8K), 0 when none.
   */
  homeToDescendants: number;
  toSpouse: number;
  toCharity: number;
  toDescendants: number;
  /** The unused share (0 to 100) of a late husband's, wife's or civil partner's nil-rate band, 0 when none. */
  transferredNilRateBandPercent?: number;
  /** The unused share (0 to 100) of their residence nil-rate band, 0 when none. */
  transferredResidencePercent?: number;
};

export type TaxEstimate = {
  estate: number;
  exempt: number;
  /** The nil-rate band with any transferred from a late spouse or civil partner. */
  nilRateBand: number;
  residenceNilRateBand: number;
  taxable: number;
  rate: number;
  tax: number;
};

/**
 * An inheritance tax estimate (HMRC IHTM): gifts to a spouse or civil partner and to charity are exempt (IHTA s.18,
 * s.23). The nil-rate band is £325,000, increased by the unused share of a late spouse's or civil partner's (s.8A,
 * IHTM43020). The residence nil-rate band is the lower of the home passing to direct descendants and the adjusted
 * allowance: £175,000 plus the late spouse's unused share (s.8L, IHTM46041), less £1 for every £2 the estate
 * exceeds £2m (s.8D, IHTM46023-46026). The rest is taxed at 40%, or 36% when the charity gifts are at least 10% of
 * the baseline amount: the estate less the spouse's part and the nil-rate band (with any transferred, never the
 * residence band), charity gifts added back (Sch 1A para 5, IHTM45009). Whole pounds, rounded down. Throws for a
 * negative amount, parts above the estate or a transferred share outside 0 to 100.
 */
export function estimateInheritanceTax(input: TaxInput): TaxEstimate {
  const { estate, homeToDescendants, toSpouse, toCharity, toDescendants } = input;
  const transferredNrb = input.transferredNilRateBandPercent ?? 0;
  const transferredRnrb = input.transferredResidencePercent ?? 0;
  if ([estate, homeToDescendants, toSpouse, toCharity, toDescendants].some((n) => !(n >= 0))) throw new Error('Amounts must be 0 or more');
  if (![transferredNrb, transferredRnrb].every((p) => p >= 0 && p <= 100)) throw new Error('A transferred share is 0 to 100 per cent');
  if (toSpouse + toCharity + toDescendants > estate + 0.5 || homeToDescendants > toDescendants + 0.5) throw new Error('Parts exceed the estate');
  const nilRateBand = NIL_RATE_BAND * (1 + transferredNrb / 100);
  const taper = Math.max(0, estate - TAPER_THRESHOLD) / 2;
  const adjustedAllowance = Math.max(0, RESIDENCE_NIL_RATE_BAND * (1 + transferredRnrb / 100) - taper);
  const residenceNilRateBand = Math.min(homeToDescendants, adjustedAllowance);
  const exempt = toSpouse + toCharity;
  const taxable = Math.max(0, estate - exempt - nilRateBand - residenceNilRateBand);
  const baseline = Math.max(0, estate - toSpouse - nilRateBand);
  const rate = baseline > 0 && toCharity >= baseline * 0.1 ? CHARITY_RATE : RATE;
  return {
    estate,
    exempt: Math.floor(exempt),
    nilRateBand: Math.floor(nilRateBand),
    residenceNilRateBand: Math.floor(residenceNilRateBand),
    taxable: Math.floor(taxable),
    rate,
    tax: Math.floor(taxable * rate),
  };
}
