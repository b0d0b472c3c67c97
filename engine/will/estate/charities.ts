import { toggleBeneficiary, isBeneficiary } from './estate-beneficiaries';
import type { Charity, Will } from '../will';

/** A charity picked from the register search (GET /api/charities/search), with the uuid the will gives it if new. */
export type FoundCharity = { uuid: string; id: string | number; name: string; regNumber?: string | null; logo?: string | null };

const sameName = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The uuid of the user's charity with this register id, else with this name (SPEC 4.3 reuse rules), or null. */
export function existingCharity(will: Will, found: { id?: string | number | null; name: string }): string | null {
  const entries = Object.entries(will.charity ?? {}).filter((e): e is [string, Charity] => Boolean(e[1]));
  const byId = found.id != null ? entries.find(([, c]) => c.id != null && String(c.id) === String(found.id)) : undefined;
  const byName = entries.find(([, c]) => sameName(c.name, found.name));
  return (byId ?? byName)?.[0] ?? null;
}

/**
 * The will with a charity added (or the existing one with the same register id or name reused) and chosen as an
 * estate beneficiary with `entryType` (search or manual). `uuid` names the new record when none is reused.
 */
export function addAndChooseCharity(will: Will, charity: Charity, uuid: string, entryType: 'search' | 'manual'): Will {
  const reused = existingCharity(will, charity);
  const key = reused ?? uuid;
  const withRecord: Will = reused ? will : { ...will, charity: { ...will.charity, [key]: charity } };
  if (isBeneficiary(withRecord, key)) return withRecord;
  return toggleBeneficiary(withRecord, { beneficiary: { type: 'charity', uuid: key }, entryType });
}
