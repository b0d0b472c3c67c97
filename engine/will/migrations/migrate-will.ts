import { validateWill } from '../../generated/will-schema-validator';
import { CURRENT_SCHEMA_VERSION, type Will } from '../will';
import { v1ToV2 } from './v1-to-v2';

type Migration = (document: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[n] upgrades a version n document to version n + 1. */
const MIGRATIONS: Record<number, Migration> = { 1: v1ToV2 };

/** The schemaVersion of a stored document; documents from before versioning count as 1. */
function storedVersion(document: Record<string, unknown>): number {
  return typeof document.schemaVersion === 'number' ? document.schemaVersion : 1;
}

/**
 * A stored will of any version upgraded to the current schemaVersion and checked against will.schema.json.
 * Throws when the document is not an object, its version is newer than this code or has no migration,
 * or the upgraded document is not a valid will.
 */
export function migrateWill(stored: unknown): Will {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) throw new Error('A stored will must be an object');
  let document = stored as Record<string, unknown>;
  let version = storedVersion(document);
  if (version > CURRENT_SCHEMA_VERSION) throw new Error(`Will schemaVersion ${version} is newer than this code (${CURRENT_SCHEMA_VERSION})`);
  while (version < CURRENT_SCHEMA_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) throw new Error(`No migration from will schemaVersion ${version}`);
    document = migrate(document);
    version = storedVersion(document);
  }
  if (!validateWill(document)) {
    const first = validateWill.errors?.[0];
    throw new Error(`Migrated will is invalid at ${first?.instancePath || '/'}: ${first?.message ?? 'unknown error'}`);
  }
  return document as unknown as Will;
}
