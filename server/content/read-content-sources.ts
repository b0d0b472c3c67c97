import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Catalogues } from '../../engine/steps/content/expand-catalogue';
import type { StepSchemaSources } from '../../engine/steps/content/resolve-step-schema';

/** Every list catalogue (`<schemasDir>/catalogue/*.json` holding an array) by file name without `.json`. */
export function readCatalogues(schemasDir: string): Catalogues {
  const dir = join(schemasDir, 'catalogue');
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [basename(name, '.json'), JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown] as const);
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, unknown[]] => Array.isArray(entry[1])));
}

/**
 * What step schemas resolve against, read from a schemas folder: `will.schema.json` and `catalogue/*.json`.
 * Throws when either is missing or not JSON (bad start-up content).
 */
export function readContentSources(schemasDir: string): StepSchemaSources {
  return {
    willSchema: JSON.parse(readFileSync(join(schemasDir, 'will.schema.json'), 'utf8')) as unknown,
    catalogues: readCatalogues(schemasDir),
  };
}
