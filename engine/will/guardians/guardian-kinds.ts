import { kindOf } from '../family/people';
import type { Will } from '../will';

/**
 * A guardian is a relation or one of the will-writer's own children (an adult child may look after a
 * younger sibling), never the dependant themself. Their age (18 or over) is checked by engine/will/validation/adult-rules.
 */
export function mayBeGuardianOf(will: Will, guardian: string, dependant: string): boolean {
  if (guardian === dependant) return false;
  const kind = kindOf(will, guardian);
  return kind === 'relation' || kind === 'child';
}
