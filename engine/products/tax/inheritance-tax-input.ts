import { isEqualSplit } from '../../will/completeness';
import { inheritsClosely } from './inheritance-tax-closely-inherited';
import { CHARITY_RATE, estimateInheritanceTax, type TaxEstimate, type TaxInput } from './inheritance-tax';
import { CIVIL_PARTNERSHIP, MARRIED, SEPARATED, WIDOWED } from '../../will/family/marital-status';
import type { Asset, LateSpouseBandUse, Will } from '../../will/will';

/** Unused pensions count towards an estate for deaths on or after this date (Autumn Budget 2024); before, not. */
const PENSIONS_COUNT_FROM = '2027-04-06';

type Kind = 'spouse' | 'charity' | 'descendant' | 'other';

/**
 * The assets that make up the estate on `today`: those with an estimated value, but not life insurance (taken to be
 * written in trust or paid to a nominated person, so outside the estate), and pensions only from 6 April 2027. The
 * user's share of jointly owned property counts: HMRC includes it even when it passes by survivorship (IHTM45012).
 */
function countedAssets(will: Will, today: string): Asset[] {
  return (will.assets ?? []).filter(
    (a) => typeof a.estimatedValue === 'number' && a.selector !== 'lifeInsurance' && (a.selector !== 'pension' || today >= PENSIONS_COUNT_FROM),
  );
}

/** What the user said is still owed on a mortgaged property (their share), or null when not said or not mortgaged. */
function mortgageOwed(asset: Asset): number | null {
  if (asset.selector !== 'property' || typeof asset.value !== 'object' || asset.value === null || asset.value.mortgage !== 'Yes') return null;
  return typeof asset.value.mortgageOwed === 'number' ? asset.value.mortgageOwed : null;
}

/**
 * An asset's value for the estimate: its estimated value less any mortgage the user said is owed on it. A liability
 * charged on property reduces that property's value (IHTA 1984 s.162(4)); a mortgage above the value (negative
 * equity) reduces the rest of the estate. A mortgage of unknown amount is left out (the estimate says so).
 */
const netValue = (asset: Asset) => (asset.estimatedValue ?? 0) - (mortgageOwed(asset) ?? 0);

/** The counted properties on `today` that are mortgaged with no amount owed given (the estimate ignores the mortgage). */
export function mortgagesUnknown(will: Will, today: string): Asset[] {
  return countedAssets(will, today).filter((a) => a.selector === 'property' && typeof a.value === 'object' && a.value?.mortgage === 'Yes' && mortgageOwed(a) === null);
}

/** The total the estimate deducts for mortgages on counted properties on `today`. */
export function mortgagesDeducted(will: Will, today: string): number {
  return countedAssets(will, today).reduce((sum, a) => sum + (mortgageOwed(a) ?? 0), 0);
}

/** Pensions, which from 6 April 2027 count but pass to whoever the scheme pays, not by the will. */
const outsideTheWill = (asset: Asset) => asset.selector === 'pension';

/** The user's home: the most valuable counted property at the user's own address (ticked, or the same text), net of its mortgage. */
function homeValue(will: Will, assets: Asset[]): number {
  const own = normalise(will.userInfo?.address ?? '');
  const homes = assets.filter((a) => {
    if (a.selector !== 'property' || typeof a.value !== 'object' || a.value === null) return false;
    return a.value.hasUserAddress === true || (own !== '' && normalise(a.value.address) === own);
  });
  return Math.max(0, ...homes.map(netValue));
}

function normalise(address: string): string {
  return address.toLowerCase().replace(/[\s,]+/g, ' ').trim();
}

/** The statuses of someone legally married or in a civil partnership: separation does not end it (IHTM11032). */
const LEGALLY_MARRIED = [MARRIED, CIVIL_PARTNERSHIP, SEPARATED];

/**
 * What a beneficiary is for the tax: the spouse or civil partner (the partner while legally married or in one, even
 * separated), a charity, a direct descendant (the family list's children, who may be step-, adopted or foster
 * children, and the people the user marks as a grandchild or great-grandchild: IHTA s.8K, IHTM46034).
 */
function kindOf(will: Will, uuid: string, type?: string): Kind {
  const married = LEGALLY_MARRIED.includes(will.maritalStatus?.id ?? 0);
  if (married && will.partner === uuid) return 'spouse';
  if (type === 'charity' || Object.hasOwn(will.charity ?? {}, uuid)) return 'charity';
  if (type === 'children' || Object.hasOwn(will.children ?? {}, uuid)) return 'descendant';
  if (will.relations?.[uuid]?.descendant === true) return 'descendant';
  return 'other';
}

/** The estimator's inputs, and the part of the home that passes to direct descendants but is not closely inherited. */
type TaxReading = { input: TaxInput; homeNotClose: number };

/**
 * The estimator's inputs for a will on `today`, or null when no counted asset has an estimated value. The estate is
 * the counted assets' values less the mortgages the user declared; gifts of money come out first (each shared
 * equally by its beneficiaries, scaled down if they exceed the estate); the rest passes by the estate split, and the
 * home with it, so the home's closely inherited part is the share of the rest of the descendants who inherit it
 * closely under the will's trust-age choice (engine/products/tax/inheritance-tax-closely-inherited.ts). Whatever no share covers
 * passes to no one exempt.
 */
export function taxInputFromWill(will: Will, today: string): TaxInput | null {
  return readTaxInput(will, today)?.input ?? null;
}

/** The part of the home left to grandchildren (or other descendants) in trust, which gets no residence nil-rate band; 0 when none. */
export function homeNotCloselyInherited(will: Will, today: string): number {
  return Math.floor(readTaxInput(will, today)?.homeNotClose ?? 0);
}

function readTaxInput(will: Will, today: string): TaxReading | null {
  const assets = countedAssets(will, today);
  if (assets.length === 0) return null;
  const valueOf = (list: Asset[]) => list.reduce((sum, a) => sum + netValue(a), 0);
  const estate = Math.max(0, valueOf(assets));
  // What passes by the will: the estate less what passes outside it (to no one known to be exempt).
  const byWill = Math.max(0, estate - valueOf(assets.filter(outsideTheWill)));
  const parts: Record<Kind, number> = { spouse: 0, charity: 0, descendant: 0, other: 0 };
  const moneyGifts = (will.gifts ?? []).filter((g) => g.type === 'money' && /^\d+$/.test(g.itemDesc) && g.beneficiaries.length > 0);
  const giftTotal = moneyGifts.reduce((sum, g) => sum + Number(g.itemDesc), 0);
  const giftScale = giftTotal > byWill ? byWill / giftTotal : 1;
  for (const gift of moneyGifts) {
    for (const uuid of gift.beneficiaries) parts[kindOf(will, uuid)] += (Number(gift.itemDesc) * giftScale) / gift.beneficiaries.length;
  }
  const rest = byWill - giftTotal * giftScale;
  const shares = will.estate ?? [];
  // An equal split stores 1/n each; a manual one percentages, of which an unallocated part passes to no one named.
  const sum = shares.reduce((total, s) => total + s.amount, 0);
  const whole = isEqualSplit(will) ? sum : Math.max(sum, 100);
  const fraction = { spouse: 0, charity: 0, descendant: 0, other: 0 };
  let closely = 0;
  for (const share of shares) {
    if (whole <= 0) continue;
    const kind = kindOf(will, share.beneficiary.uuid, share.beneficiary.type);
    fraction[kind] += share.amount / whole;
    if (kind === 'descendant' && inheritsClosely(will, share.beneficiary.uuid, today)) closely += share.amount / whole;
  }
  for (const kind of ['spouse', 'charity', 'descendant'] as const) parts[kind] += rest * fraction[kind];
  const home = Math.min(homeValue(will, assets), rest);
  const transfer = lateSpouseTransfer(will);
  const input: TaxInput = {
    estate,
    homeToDescendants: home * closely,
    toSpouse: parts.spouse,
    toCharity: parts.charity,
    toDescendants: parts.descendant,
    ...(transfer && { transferredNilRateBandPercent: transfer.nilRateBand, transferredResidencePercent: transfer.residenceNilRateBand }),
  };
  return { input, homeNotClose: home * (fraction.descendant - closely) };
}

/** The unused share of a band: none used 100, all used 0, part used the rest of its percentage; unknown counts as none used. */
function unusedPercent(use: LateSpouseBandUse | undefined, usedPercent: number | undefined): number {
  if (use === 'all') return 0;
  if (use === 'part') return 100 - (usedPercent ?? 0);
  return 100;
}

const bandKnown = (use: LateSpouseBandUse | undefined, usedPercent: number | undefined) =>
  use === 'none' || use === 'all' || (use === 'part' && usedPercent !== undefined);

/**
 * For a widowed user, the unused shares (0 to 100) of the late husband's, wife's or civil partner's nil-rate band and
 * residence nil-rate band that transfer (IHTA s.8A, s.8L), and whether both are known; unanswered or "I don't know"
 * counts as none used. Null for anyone not widowed.
 */
export function lateSpouseTransfer(will: Will): { nilRateBand: number; residenceNilRateBand: number; known: boolean } | null {
  if (will.maritalStatus?.id !== WIDOWED) return null;
  const late = will.lateSpouse ?? {};
  return {
    nilRateBand: unusedPercent(late.nilRateBandUse, late.nilRateBandUsedPercent),
    residenceNilRateBand: unusedPercent(late.residenceNilRateBandUse, late.residenceNilRateBandUsedPercent),
    known: bandKnown(late.nilRateBandUse, late.nilRateBandUsedPercent) && bandKnown(late.residenceNilRateBandUse, late.residenceNilRateBandUsedPercent),
  };
}

/** The inheritance tax estimate for a will on `today`, or null when no counted asset has an estimated value. */
export function willInheritanceTax(will: Will, today: string): TaxEstimate | null {
  const input = taxInputFromWill(will, today);
  return input ? estimateInheritanceTax(input) : null;
}

/**
 * For a widowed user who has not said how much of the late spouse's bands was used: the estimate as if they used all
 * of them (nothing transferred), to show beside the one that assumes none used. Null otherwise.
 */
export function inheritanceTaxWithoutTransfer(will: Will, today: string): TaxEstimate | null {
  const transfer = lateSpouseTransfer(will);
  const input = transfer && !transfer.known ? taxInputFromWill(will, today) : null;
  return input ? estimateInheritanceTax({ ...input, transferredNilRateBandPercent: 0, transferredResidencePercent: 0 }) : null;
}

/** Whether the will's estimate is charged at the reduced rate for leaving 10% or more of the baseline amount to charity. */
export function charityRateApplies(will: Will, today: string): boolean {
  return willInheritanceTax(will, today)?.rate === CHARITY_RATE;
}
