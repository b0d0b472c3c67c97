import type { Will } from '../will/will';
import { residuaryShares } from './residuary-shares';

/**
 * The stepchildren of the will: relations marked as the partner's child, and children on the family list marked as
 * not the user's own, in the order of the family list (relations first).
 */
export function stepchildrenOf(will: Will): string[] {
  const relations = Object.entries(will.relations ?? {}).filter(([, r]) => r.stepchild === true);
  const children = Object.entries(will.children ?? {}).filter(([, c]) => c.stepchild === true);
  return [...relations, ...children].map(([uuid]) => uuid);
}

/** True when a share passes to "my children" or "our children", a class that excludes stepchildren unless the will says so. */
function givesToMyChildren(will: Will): boolean {
  return residuaryShares(will).some((s) => s.substitute?.type === 'my_children' || s.substitute?.type === 'our_children');
}

/**
 * How the will treats the stepchildren in "my children" and "our children": included by name, left out on purpose
 * (recorded in the letter of wishes), or not in question (no stepchildren, no such class, or unanswered, which
 * drafts the class as the law reads it, without them).
 */
export function stepchildrenChoice(will: Will): { kind: 'included' | 'leftOut'; stepchildren: string[] } | null {
  const stepchildren = stepchildrenOf(will);
  if (stepchildren.length === 0 || !givesToMyChildren(will)) return null;
  if (will.stepchildrenIncluded === true) return { kind: 'included', stepchildren };
  if (will.stepchildrenIncluded === false) return { kind: 'leftOut', stepchildren };
  return null;
}
