import { CIVIL_PARTNERSHIP, MARRIED, SEPARATED } from '../family/marital-status';
import type { Will } from '../will';

/** The statuses of someone married or in a civil partnership (separation does not end it). */
const MARRIED_STATUSES = [MARRIED, CIVIL_PARTNERSHIP, SEPARATED];

/**
 * Whether the guardians step asks the will-writer if they have parental responsibility for their children. Only a
 * parent with it can appoint a guardian (Children Act 1989 s.5(3)). A mother has it, and so does a parent married to
 * or in a civil partnership with the other parent at the birth or since (s.2(1)-(2), Legitimacy Act 1976 s.2); the
 * will takes a married user (or one in a civil partnership) to be married to their children's other parent, and asks
 * everyone else.
 */
export function asksUserResponsibility(will: Will): boolean {
  return !MARRIED_STATUSES.includes(will.maritalStatus?.id ?? 0);
}

/** True when the will-writer said they do not have parental responsibility for this child, while that is asked. */
export function lacksParentalResponsibility(will: Will, childUuid: string): boolean {
  return asksUserResponsibility(will) && will.parentalResponsibility?.[childUuid]?.user === false;
}

/** The will's parental-responsibility answers for its children only, empty answers dropped; undefined when none is left. */
export function keptResponsibility(will: Will): Will['parentalResponsibility'] {
  const kept = Object.entries(will.parentalResponsibility ?? {}).filter(
    ([uuid, answers]) => Object.hasOwn(will.children ?? {}, uuid) && Object.keys(answers ?? {}).length > 0,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
