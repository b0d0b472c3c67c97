import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveStepSchema } from '../engine/steps/content/resolve-step-schema';
import type { Catalogues } from '../engine/steps/content/expand-catalogue';
import type { StepFile } from '../engine/steps/step-file';
import type { Language } from '../engine/i18n/language';
import type { StepFileEntry } from '../server/content/read-step-files';
import { readCatalogues } from '../server/content/read-content-sources';
import { writeStepValidator } from './generate-step-validators';
import { readInLanguage } from './read-in-language';


/**
 * The step files as the app loads them in a language other than English (web/wizard/step-file-loader.ts): each
 * step file, the will schema and the catalogues read in the language, then resolved as the English ones are, into
 * `<outDir>/steps-<language>/<id>.json`, each with its precompiled validator in `<outDir>/step-validators-<language>/`:
 * RJSF's precompiled validator holds the schema it was compiled from, titles and all, and refuses any other.
 */
export function generateLocalisedSteps(root: string, steps: StepFileEntry[], outDir: string, language: Exclude<Language, 'en'>): void {
  const dir = join(outDir, `steps-${language}`);
  const validators = join(outDir, `step-validators-${language}`);
  for (const folder of [dir, validators]) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }
  const catalogueNames = Object.keys(readCatalogues(join(root, 'schemas')));
  const catalogues: Catalogues = Object.fromEntries(catalogueNames.map((name) => [name, readInLanguage<unknown[]>(root, `schemas/catalogue/${name}.json`, language)]));
  const sources = { willSchema: readInLanguage<unknown>(root, 'schemas/will.schema.json', language), catalogues };
  for (const { file, step } of steps) {
    const relative = `schemas/steps/${file.split(/[\\/]/).at(-1)}`;
    const source = readInLanguage<StepFile>(root, relative, language);
    const resolved = { ...source, schema: resolveStepSchema<StepFile['schema']>(source.schema, sources) };
    writeFileSync(join(dir, `${step.id}.json`), `${JSON.stringify(resolved)}\n`);
    writeStepValidator(resolved, validators);
  }
}
