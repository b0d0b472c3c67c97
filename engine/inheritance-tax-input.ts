import { isEqualSplit } from './completeness';
import { CHARITY_RATE, estimateInheritanceTax, type TaxEstimate, type TaxInput } from './inheritance-tax';
import { CIVIL_PARTNERSHIP, MARRIED } from './marital-status';
import type { Asset, Will } from './will';

/** Unused pensions count towards an estate for deaths on or after this date (Autumn Budget 2024); before, not. */
export const PENSIONS_COUNT_FROM = '2027-04-06';

type Kind = 'spouse' | 'charity' | 'descendant' | 'other';

/** The assets that make up the estate on `today`: those with an estimated value, pensions only from 6 April 2027. */
export function countedAssets(will: Will, today: string): Asset[] {
  return (will.assets ?? []).filter((a) => typeof a.estimatedValue === 'number' && (a.selector !== 'pension' || today >= PENSIONS_COUNT_FROM));
}

/** The user's home: the most valuable counted property at the user's own address (ticked, or the same text). */
function homeValue(will: Will, assets: Asset[]): number {
  const own = normalise(will.userInfo?.address ?? '');
  const homes = assets.filter((a) => {
    if (a.selector !== 'property' || typeof a.value !== 'object' || a.value === null) return false;
    return a.value.hasUserAddress === true || (own !== '' && normalise(a.value.address) === own);
  });
  return Math.max(0, ...homes.map((a) => a.estimatedValue ?? 0));
}

function normalise(address: string): string {
  return address.toLowerCase().replace(/[\s,]+/g, ' ').trim();
}

/** What a beneficiary is for the tax: the spouse or civil partner (partner while married or in one), a charity, a child. */
function kindOf(will: Will, uuid: string, type?: string): Kind {
  const married = will.maritalStatus?.id === MARRIED || will.maritalStatus?.id === CIVIL_PARTNERSHIP;
  if (married && will.partner === uuid) return 'spouse';
  if (type === 'charity' || Object.hasOwn(will.charity ?? {}, uuid)) return 'charity';
  if (type === 'children' || Object.hasOwn(will.children ?? {}, uuid)) return 'descendant';
  return 'other';
}

/**
 * The estimator's inputs for a will on `today`, or null when no counted asset has an estimated value. The estate is
 * the counted assets' values; gifts of money come out first (each shared equally by its beneficiaries, scaled down
 * if they exceed the estate); the rest passes by the estate split, and the home with it, so the home's part passing
 * to children is the children's share of the rest. Whatever no share covers passes to no one exempt.
 */
export function taxInputFromWill(will: Will, today: string): TaxInput | null {
  const assets = countedAssets(will, today);
  if (assets.length === 0) return null;
  const estate = assets.reduce((sum, a) => sum + (a.estimatedValue ?? 0), 0);
  const parts: Record<Kind, number> = { spouse: 0, charity: 0, descendant: 0, other: 0 };
  const moneyGifts = (will.gifts ?? []).filter((g) => g.type === 'money' && /^\d+$/.test(g.itemDesc) && g.beneficiaries.length > 0);
  const giftTotal = moneyGifts.reduce((sum, g) => sum + Number(g.itemDesc), 0);
  const giftScale = giftTotal > estate ? estate / giftTotal : 1;
  for (const gift of moneyGifts) {
    for (const uuid of gift.beneficiaries) parts[kindOf(will, uuid)] += (Number(gift.itemDesc) * giftScale) / gift.beneficiaries.length;
  }
  const rest = estate - giftTotal * giftScale;
  const shares = will.estate ?? [];
  // An equal split stores 1/n each; a manual one percentages, of which an unallocated part passes to no one named.
  const sum = shares.reduce((total, s) => total + s.amount, 0);
  const whole = isEqualSplit(will) ? sum : Math.max(sum, 100);
  const fraction = { spouse: 0, charity: 0, descendant: 0, other: 0 };
  for (const share of shares) if (whole > 0) fraction[kindOf(will, share.beneficiary.uuid, share.beneficiary.type)] += share.amount / whole;
  for (const kind of ['spouse', 'charity', 'descendant'] as const) parts[kind] += rest * fraction[kind];
  const home = Math.min(homeValue(will, assets), rest);
  return { estate, homeToDescendants: home * fraction.descendant, toSpouse: parts.spouse, toCharity: parts.charity, toDescendants: parts.descendant };
}

/** The inheritance tax estimate for a will on `today`, or null when no counted asset has an estimated value. */
export function willInheritanceTax(will: Will, today: string): TaxEstimate | null {
  const input = taxInputFromWill(will, today);
  return input ? estimateInheritanceTax(input) : null;
}

/** Whether the will's estimate is charged at the reduced rate for leaving 10% or more to charity. */
export function charityRateApplies(will: Will, today: string): boolean {
  return willInheritanceTax(will, today)?.rate === CHARITY_RATE;
}
