import type { StepFile } from '../../engine/step-file';

const modules = import.meta.glob<{ default: StepFile }>('../../schemas/steps/*.json', { eager: true });

/** Every step file by id, read from schemas/steps at build time. */
export const stepFiles: Record<string, StepFile> = Object.fromEntries(
  Object.values(modules).map((module) => [module.default.id, module.default]),
);

/** The step file with this id; throws when there is none (a content error caught by the content tests). */
export function stepFile(id: string): StepFile {
  const step = stepFiles[id];
  if (!step) throw new Error(`No step file "${id}" in schemas/steps`);
  return step;
}
