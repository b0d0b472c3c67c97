import type { Will } from '../../will/will';

/** The partner the Family step names (name only), or null: the mirror-will offer needs one. */
export function partnerNameOf(will: Will): string | null {
  const partner = will.partner ? will.relations?.[will.partner] : undefined;
  return partner?.fullName?.trim() || null;
}
