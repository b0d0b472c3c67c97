import { normaliseSave } from './normalise-save';
import type { Will } from './will';

/** Copy of a uuid-keyed map without one key. */
function without<M extends object>(map: M | undefined, uuid: string): M | undefined {
  if (!map || !Object.hasOwn(map, uuid)) return map;
  const { [uuid]: _removed, ...rest } = map as Record<string, unknown>;
  return rest as M;
}

/**
 * Deleting a record removes it from every section (SPEC 4.2): guardians, estate shares, substitutes, executors and
 * gifts (a gift left with no beneficiary goes); the partner pointer clears; an equal split is re-divided. No step is
 * unpassed: a passed step left incomplete (a child whose only guardian was removed) needs attention, and its card
 * offers Fix, rather than reading as never started. Throws when no record has the uuid.
 */
function removeRecord(will: Will, key: 'relations' | 'children' | 'pets' | 'charity', uuid: string, _today: string): Will {
  const map = will[key];
  if (!map || !Object.hasOwn(map, uuid)) throw new Error(`No ${key} record ${uuid}`);
  const guardians = without(will.guardians, uuid);
  const removed: Will = { ...will, [key]: without(will[key], uuid), ...(guardians ? { guardians } : {}) };
  return normaliseSave(removed);
}

/** The will without relation `uuid` (also as partner, guardian, beneficiary, substitute, executor); see removeRecord. */
export function removeRelation(will: Will, uuid: string, today: string): Will {
  return removeRecord(will, 'relations', uuid, today);
}

/** The will without child `uuid` and everything that names them. */
export function removeChild(will: Will, uuid: string, today: string): Will {
  return removeRecord(will, 'children', uuid, today);
}

/** The will without pet `uuid` and its guardians. */
export function removePet(will: Will, uuid: string, today: string): Will {
  return removeRecord(will, 'pets', uuid, today);
}

/** The will without charity `uuid` and its estate shares, substitute places and gifts. */
export function removeCharity(will: Will, uuid: string, today: string): Will {
  return removeRecord(will, 'charity', uuid, today);
}
