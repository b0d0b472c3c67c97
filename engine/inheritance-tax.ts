/** HMRC thresholds for England and Wales (pounds), frozen to April 2030. */
export const NIL_RATE_BAND = 325_000;
export const RESIDENCE_NIL_RATE_BAND = 175_000;
export const TAPER_THRESHOLD = 2_000_000;
export const RATE = 0.4;
export const CHARITY_RATE = 0.36;

/** What the estimate needs, in whole pounds: the estate, the parts going to each kind of beneficiary, and the home's. */
export type TaxInput = {
  estate: number;
  /** The part of the home's value (a property the person lived in) passing to direct descendants, 0 when none. */
  homeToDescendants: number;
  toSpouse: number;
  toCharity: number;
  toDescendants: number;
};

export type TaxEstimate = {
  estate: number;
  exempt: number;
  nilRateBand: number;
  residenceNilRateBand: number;
  taxable: number;
  rate: number;
  tax: number;
};

/**
 * An inheritance tax estimate (HMRC IHTM): gifts to a spouse or civil partner and to charity are exempt; the
 * nil-rate band is £325,000; the residence nil-rate band is the home's value passing to direct descendants, at most
 * £175,000, less £1 for every £2 the estate exceeds £2m; the rest is taxed at 40%, or 36% when the charity gifts
 * are at least 10% of the baseline amount (the estate less other exemptions and the nil-rate band, RNRB not
 * deducted). Whole pounds, rounded down. Throws for a negative amount or parts above the estate.
 */
export function estimateInheritanceTax(input: TaxInput): TaxEstimate {
  const { estate, homeToDescendants, toSpouse, toCharity, toDescendants } = input;
  if ([estate, homeToDescendants, toSpouse, toCharity, toDescendants].some((n) => !(n >= 0))) throw new Error('Amounts must be 0 or more');
  if (toSpouse + toCharity + toDescendants > estate + 0.5 || homeToDescendants > toDescendants + 0.5) throw new Error('Parts exceed the estate');
  const taper = Math.max(0, estate - TAPER_THRESHOLD) / 2;
  const residenceNilRateBand = Math.max(0, Math.min(RESIDENCE_NIL_RATE_BAND, homeToDescendants) - taper);
  const exempt = toSpouse + toCharity;
  const chargeable = estate - exempt;
  const taxable = Math.max(0, chargeable - NIL_RATE_BAND - residenceNilRateBand);
  const baseline = Math.max(0, estate - toSpouse - NIL_RATE_BAND);
  const rate = baseline > 0 && toCharity >= baseline * 0.1 ? CHARITY_RATE : RATE;
  return { estate, exempt: Math.floor(exempt), nilRateBand: NIL_RATE_BAND, residenceNilRateBand: Math.floor(residenceNilRateBand), taxable: Math.floor(taxable), rate, tax: Math.floor(taxable * rate) };
}
