import type { StepFile } from '../../engine/step-file';
import { resolveStep } from '../../engine/content/content-sources';

const modules = import.meta.glob<{ default: StepFile }>('../../schemas/steps/*.json', { eager: true });

/** Every step file by id, read from schemas/steps at build time, with its schema's $refs and catalogues resolved. */
export const stepFiles: Record<string, StepFile> = Object.fromEntries(
  Object.values(modules).map((module) => [module.default.id, resolveStep(module.default)]),
);

/** The step file with this id; throws when there is none (a content error caught by the content check). */
export function stepFile(id: string): StepFile {
  const step = stepFiles[id];
  if (!step) throw new Error(`No step file "${id}" in schemas/steps`);
  return step;
}

/** The number of onboarding questions (steps with a question counter), for "{questionCount} simple questions". */
export const questionCount = Object.values(stepFiles).filter((step) => step.question).length;
