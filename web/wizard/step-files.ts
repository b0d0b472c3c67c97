import type { StepFile } from '../../engine/step-file';
import { resolveStep } from '../../engine/content/content-sources';

const modules = import.meta.glob<{ default: StepFile }>('../../schemas/steps/*.json', { eager: true });

/** Every step file by id, read from schemas/steps at build time (for tests and stories: the app loads each with its step, ./step-file-loader), with its schema's $refs and catalogues resolved. */
export const stepFiles: Record<string, StepFile> = Object.fromEntries(
  Object.values(modules).map((module) => [module.default.id, resolveStep(module.default)]),
);

/** The step file with this id; throws when there is none (a content error caught by the content check). */
export function stepFile(id: string): StepFile {
  const step = stepFiles[id];
  if (!step) throw new Error(`No step file "${id}" in schemas/steps`);
  return step;
}

export { questionCount } from './step-index';
