import type { StepFile } from '../../engine/steps/step-file';
import { resolveStep } from '../../engine/steps/content/content-sources';
import { contentLanguage, contentMarks } from '../../engine/i18n/localised-content';

const modules = import.meta.glob<{ default: StepFile }>('../../schemas/steps/*.json', { eager: true });
const sources = new Map(Object.values(modules).map((module) => [module.default.id, module.default]));
const resolved = new Map<string, StepFile>();

/** A step file resolved in the language content is read in now, marked or not (Storybook's toolbar switches both). */
function resolvedStep(id: string, source: StepFile): StepFile {
  const key = `${contentLanguage()}${contentMarks() ? '-marked' : ''}:${id}`;
  let step = resolved.get(key);
  if (!step) resolved.set(key, (step = resolveStep(source)));
  return step;
}

/** Every step file by id, read from schemas/steps at build time (for tests and stories: the app loads each with its step, ./step-file-loader), with its schema's $refs and catalogues resolved, in the language content is read in. */
export const stepFiles: Record<string, StepFile> = Object.defineProperties(
  {},
  Object.fromEntries([...sources].map(([id, source]) => [id, { enumerable: true, get: () => resolvedStep(id, source) }])),
);

/** The step file with this id; throws when there is none (a content error caught by the content check). */
export function stepFile(id: string): StepFile {
  const step = stepFiles[id];
  if (!step) throw new Error(`No step file "${id}" in schemas/steps`);
  return step;
}

export { questionCount } from './step-index';
