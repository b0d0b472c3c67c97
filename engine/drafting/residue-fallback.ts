import { kindOf } from '../will/family/people';
import { normaliseOtherWishes } from '../will/wishes/wishes';
import type { Will } from '../will/will';

/** Who takes the residuary estate if every gift of it fails, as drafted. */
export type ResidueFallbackChoice = { type: 'family'; beneficiaries: [] } | { type: 'people' | 'charities'; beneficiaries: string[] };

/**
 * The will's residueFallback as drafted: people (relations or children) or charities still in the will, each once;
 * the family under the intestacy rules when unanswered, or when none of those chosen remains (the checks warn).
 */
export function residueFallbackChoice(will: Will): ResidueFallbackChoice {
  const fallback = will.residueFallback;
  if (!fallback || fallback.type === 'family') return { type: 'family', beneficiaries: [] };
  const kinds = fallback.type === 'people' ? ['relation', 'child'] : ['charity'];
  const chosen = fallback.type === 'people' ? fallback.people : fallback.charities;
  const beneficiaries = [...new Set(chosen ?? [])].filter((uuid) => kinds.includes(kindOf(will, uuid) ?? ''));
  return beneficiaries.length > 0 ? { type: fallback.type, beneficiaries } : { type: 'family', beneficiaries: [] };
}

/** True when the user chose people or charities for the fallback but none of them is in the will any more. */
export function fallbackLostItsBeneficiaries(will: Will): boolean {
  const type = will.residueFallback?.type;
  return (type === 'people' || type === 'charities') && residueFallbackChoice(will).type === 'family';
}

/** True when the user gave a reason for leaving someone out of the will (Other wishes), so the omission is deliberate. */
export function leavesSomeoneOut(will: Will): boolean {
  return Boolean(will.otherWishes && normaliseOtherWishes(will.otherWishes).disinherit);
}
