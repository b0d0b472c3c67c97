import statuses from '../../../schemas/catalogue/marital-statuses.json';
import type { Will } from '../will';

export interface MaritalStatusOption {
  id: number;
  description: string;
  needPartner: boolean;
}

/** SPEC 3.3 statuses, from schemas/catalogue/marital-statuses.json. */
export const MARITAL_STATUSES: readonly MaritalStatusOption[] = statuses;

/** The id of Engaged, the only status that asks about contemplation of marriage (comc). */
export const ENGAGED = 5;

/** Married and Civil Partnership: the statuses whose partner the estate screens note specially. */
export const MARRIED = 3;
export const CIVIL_PARTNERSHIP = 4;

/** Widowed (the late spouse's unused inheritance tax bands can transfer) and Married but separated (still married). */
export const WIDOWED = 6;
export const SEPARATED = 7;

/** True when the status with this id needs a partner; false for an unknown id. */
export function needsPartner(id: number | undefined): boolean {
  return MARITAL_STATUSES.find((s) => s.id === id)?.needPartner ?? false;
}

/**
 * The will with a new marital status. A status that needs no partner clears the partner pointer (SPEC 4.2)
 * though the person stays in relations; comc, and the event it expects (comcEvent), are kept only for Engaged.
 * Throws for an id outside 1..8.
 */
export function setMaritalStatus(will: Will, input: { id: number; comc?: boolean | null }): Will {
  if (!MARITAL_STATUSES.some((s) => s.id === input.id)) throw new Error(`Unknown marital status ${input.id}`);
  const comc = input.id === ENGAGED ? (input.comc ?? will.maritalStatus?.comc ?? null) : null;
  const comcEvent = input.id === ENGAGED ? will.maritalStatus?.comcEvent : undefined;
  const next: Will = { ...will, maritalStatus: { id: input.id, comc, ...(comcEvent ? { comcEvent } : {}) } };
  return needsPartner(input.id) ? next : { ...next, partner: null };
}
