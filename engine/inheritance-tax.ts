import { isEqualSplit } from './completeness';
import { CIVIL_PARTNERSHIP, MARRIED } from './marital-status';
import type { Will } from './will';

/** HMRC thresholds for England and Wales (pounds), frozen to April 2030. */
export const NIL_RATE_BAND = 325_000;
export const RESIDENCE_NIL_RATE_BAND = 175_000;
export const TAPER_THRESHOLD = 2_000_000;
export const RATE = 0.4;
export const CHARITY_RATE = 0.36;

/** What the estimate needs, in whole pounds: the estate, the home, and the parts going to each kind of beneficiary. */
export type TaxInput = {
  estate: number;
  /** The value of the home (a property the person lived in), 0 when none. */
  home: number;
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
  const { estate, home, toSpouse, toCharity, toDescendants } = input;
  if ([estate, home, toSpouse, toCharity, toDescendants].some((n) => !(n >= 0))) throw new Error('Amounts must be 0 or more');
  if (toSpouse + toCharity + toDescendants > estate + 0.5 || home > estate) throw new Error('Parts exceed the estate');
  const homeToDescendants = estate > 0 ? (home * toDescendants) / estate : 0;
  const taper = Math.max(0, estate - TAPER_THRESHOLD) / 2;
  const residenceNilRateBand = Math.max(0, Math.min(RESIDENCE_NIL_RATE_BAND, homeToDescendants) - taper);
  const exempt = toSpouse + toCharity;
  const chargeable = estate - exempt;
  const taxable = Math.max(0, chargeable - NIL_RATE_BAND - residenceNilRateBand);
  const baseline = Math.max(0, estate - toSpouse - NIL_RATE_BAND);
  const rate = baseline > 0 && toCharity >= baseline * 0.1 ? CHARITY_RATE : RATE;
  return { estate, exempt, nilRateBand: NIL_RATE_BAND, residenceNilRateBand: Math.floor(residenceNilRateBand), taxable: Math.floor(taxable), rate, tax: Math.floor(taxable * rate) };
}

/**
 * The estimate for a will from its assets' optional estimated values and the estate split: the partner's share is
 * exempt when married or in a civil partnership, charities' shares are exempt, children's shares are direct
 * descendants' (the home is assumed to pass as the residue does). Null when no asset has a value.
 */
export function willInheritanceTax(will: Will): TaxEstimate | null {
  const valued = (will.assets ?? []).filter((a) => typeof a.estimatedValue === 'number');
  if (valued.length === 0) return null;
  const estate = valued.reduce((sum, a) => sum + (a.estimatedValue ?? 0), 0);
  const home = valued.filter((a) => a.selector === 'property').reduce((sum, a) => sum + (a.estimatedValue ?? 0), 0);
  const shares = will.estate ?? [];
  const total = isEqualSplit(will) ? 1 : shares.reduce((sum, s) => sum + s.amount, 0) || 1;
  const spouse = will.maritalStatus?.id === MARRIED || will.maritalStatus?.id === CIVIL_PARTNERSHIP ? will.partner : null;
  const part = (keep: (s: (typeof shares)[number]) => boolean) => (estate * shares.filter(keep).reduce((sum, s) => sum + s.amount, 0)) / Math.max(total, 1e-9);
  return estimateInheritanceTax({
    estate,
    home,
    toSpouse: part((s) => s.beneficiary.uuid === spouse),
    toCharity: part((s) => s.beneficiary.type === 'charity'),
    toDescendants: part((s) => s.beneficiary.type === 'children'),
  });
}
