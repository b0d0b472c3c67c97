import { personAge } from '../../will/family/people';
import { giftsVestAtDeath, trustAgeOf } from '../../will/estate/trust-age';
import type { Will } from '../../will/will';

/**
 * Whether a direct descendant's part of the home is closely inherited under the will's trust-age choice (IHTA 1984
 * s.8J, s.8K; IHTM46013). It is when it passes to them absolutely: a gift that is theirs from the death, held for
 * someone under 18 on a bare trust (not settled property), or someone already the age at which the will gives them
 * their gift. Held until 18, 21 or 25 and theirs only if they reach that age, it is settled property, which counts only
 * as a trust for a bereaved minor (s.71A, to 18) or an age 18-to-25 trust (s.71D): both only under the will of a
 * deceased parent, who may be a step-parent (s.71H; IHTM42815, IHTM42816). So it counts for the will-writer's own
 * children (the family list) and not for a grandchild or great-grandchild, whose trust is relevant property. An
 * unknown age counts as under the trust age.
 */
export function inheritsClosely(will: Will, descendantUuid: string, today: string): boolean {
  if (giftsVestAtDeath(will)) return true;
  const age = personAge(will, descendantUuid, today);
  if (age !== null && age >= trustAgeOf(will)) return true;
  return Object.hasOwn(will.children ?? {}, descendantUuid);
}
