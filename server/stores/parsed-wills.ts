import type { Will } from '../../engine/will';
import { migrateWill } from '../../engine/migrations/migrate-will';

/**
 * Parsing and migrating (with its schema check) a stored 10 KB document was a tenth of a save's cost, and a save's
 * next save reads back exactly what it wrote: each user's last document is kept with its parsed will. A will is a
 * pure function of its document, so a kept will is used only when the stored text is identical (whichever process
 * or connection wrote it); it is frozen, so no caller can change what another reads. At most WILL_CACHE_SIZE users
 * are kept, the least recently used dropped first.
 */
const WILL_CACHE_SIZE = 1_000;
const parsedWills = new Map<string, { document: string; will: Will }>();

/** Keeps `will` (frozen from now on) as the parse of `document`, the user's latest. */
export function keepParsed(userId: string, document: string, will: Will): Will {
  parsedWills.delete(userId);
  parsedWills.set(userId, { document, will: deepFreeze(will) });
  if (parsedWills.size > WILL_CACHE_SIZE) parsedWills.delete(parsedWills.keys().next().value!);
  return will;
}

/** The will a stored document holds, upgraded to the current schema version; frozen. */
export function parsedWill(userId: string, document: string): Will {
  const kept = parsedWills.get(userId);
  if (kept?.document === document) return keepParsed(userId, document, kept.will);
  return keepParsed(userId, document, migrateWill(JSON.parse(document)));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
