import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ContentSchemaError } from '../../engine/steps/content/content-schema-error';
import { resolveStepSchema, type StepSchemaSources } from '../../engine/steps/content/resolve-step-schema';
import type { StepFile } from '../../engine/steps/step-file';
import { readContentSources } from './read-content-sources';

export type StepFileEntry = {
  file: string;
  /** The step with its schema resolved (refs into will.schema.json inlined, catalogues expanded); as written if that failed. */
  step: StepFile;
  /** The step exactly as written in the file. */
  source: StepFile;
  parseError?: string;
  /** Why the schema could not be resolved, with the pointer inside `schema`. */
  schemaError?: ContentSchemaError;
};

/**
 * Reads every step file in a folder, in name order, resolving each schema against `sources` (by default
 * will.schema.json and catalogue/ in the folder beside it, `<stepsDir>/..`). A file that is not JSON, or whose schema
 * does not resolve, is kept with its error. Throws when the sources cannot be read.
 */
export function readStepFiles(dir: string, sources: StepSchemaSources = readContentSources(dirname(dir))): StepFileEntry[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): StepFileEntry => {
      const file = join(dir, name);
      let source: StepFile;
      try {
        source = JSON.parse(readFileSync(file, 'utf8')) as StepFile;
      } catch (error) {
        return { file, step: {} as StepFile, source: {} as StepFile, parseError: (error as Error).message };
      }
      try {
        return { file, source, step: { ...source, schema: resolveStepSchema<StepFile['schema']>(source.schema, sources) } };
      } catch (error) {
        if (!(error instanceof ContentSchemaError)) throw error;
        return { file, source, step: source, schemaError: error };
      }
    });
}
