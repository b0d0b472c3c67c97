import { ageOn } from '../will/about-you/age';
import { TRUSTEE_TYPE } from '../will/executors/executors';
import { NIL_RATE_BAND } from '../products/tax/inheritance-tax';
import { willInheritanceTax } from '../products/tax/inheritance-tax-input';
import { draftWill } from '../drafting/draft-will';
import type { Will } from '../will/will';

/** The age from which the legal team treats a testator's capacity as a matter to check (and to supervise). */
const ELDERLY_AGE = 75;

/** What makes a will one a supervisor signs off before a reviewer's delivery goes out. */
export type RiskMarker = 'trust' | 'disinheritance' | 'trustee_service' | 'above_nil_rate_band' | 'elderly_testator' | 'mirror_pair' | 'manual_charity';

/** Every marker, in the order the console lists them. */
const RISK_MARKERS: readonly RiskMarker[] = ['trust', 'disinheritance', 'trustee_service', 'above_nil_rate_band', 'elderly_testator', 'mirror_pair', 'manual_charity'];

/** Whether the testator is aged ELDERLY_AGE or over on `today` (false when the date of birth is missing or unreadable). */
export function isElderlyTestator(will: Will, today: string): boolean {
  const age = will.userInfo?.birthday ? ageOn(will.userInfo.birthday, today) : null;
  return age !== null && age >= ELDERLY_AGE;
}

/** The charities the will gives to (the estate, a gift, the residue's fallback). */
function charitiesGivenTo(will: Will): Set<string> {
  const given = new Set<string>();
  const isCharity = (uuid: string) => Object.hasOwn(will.charity ?? {}, uuid);
  for (const share of will.estate ?? []) if (share.beneficiary.type === 'charity' || isCharity(share.beneficiary.uuid)) given.add(share.beneficiary.uuid);
  for (const gift of will.gifts ?? []) for (const uuid of gift.beneficiaries) if (isCharity(uuid)) given.add(uuid);
  if (will.residueFallback?.type === 'charities') for (const uuid of will.residueFallback.charities ?? []) given.add(uuid);
  return given;
}

/**
 * A charity the user typed in rather than chose from the register search: an estate share entered by hand, or a
 * charity given to that has no register id. Its name and number are the user's alone, so the gift may fail.
 */
function hasManualCharity(will: Will): boolean {
  if ((will.estate ?? []).some((share) => share.beneficiary.type === 'charity' && share.entryType === 'manual')) return true;
  return [...charitiesGivenTo(will)].some((uuid) => (will.charity?.[uuid]?.id ?? null) === null);
}

/**
 * The risk markers of a will on `today`: a trust (the will holds a gift on trust for someone under the trust age,
 * or to an age above 18: the drafted will has the young beneficiaries clause), a disinheritance (the user named
 * someone left out), the professional trustee service as an executor, an estate above the nil-rate band by the
 * estimate (before any band transferred from a late spouse), a testator aged 75 or over, a will of a mirror pair
 * (`mirrorPair`, which the will alone cannot tell), a hand-entered charity. In RISK_MARKERS' order. Pure.
 */
export function riskMarkers(will: Will, today: string, context: { mirrorPair: boolean }): RiskMarker[] {
  const found = new Set<RiskMarker>();
  if (draftWill(will, today).clauses.some((clause) => clause.kind === 'minors')) found.add('trust');
  if ((will.otherWishes?.disinherit ?? '').trim() !== '') found.add('disinheritance');
  if ((will.executors ?? []).some((executor) => executor.type === TRUSTEE_TYPE)) found.add('trustee_service');
  if ((willInheritanceTax(will, today)?.estate ?? 0) > NIL_RATE_BAND) found.add('above_nil_rate_band');
  if (isElderlyTestator(will, today)) found.add('elderly_testator');
  if (context.mirrorPair) found.add('mirror_pair');
  if (hasManualCharity(will)) found.add('manual_charity');
  return RISK_MARKERS.filter((marker) => found.has(marker));
}

/**
 * Whether a submission without a risk marker is in the sample a supervisor checks: `percent` (0 to 100) of
 * submissions, chosen by a hash of the submission's key (its owner's id), so the same submission is always in or
 * out and a test can name one of each. Pure.
 */
export function inSignOffSample(key: string, percent: number): boolean {
  if (percent <= 0) return false;
  if (percent >= 100) return true;
  // FNV-1a, 32 bits: spreads short ids evenly enough over 0..99.
  let hash = 0x811c9dc5;
  for (const ch of key) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 100 < percent;
}
