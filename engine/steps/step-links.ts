import type { StepFile } from './step-file';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `ui:options.addStep` under a uiSchema node. */
function addSteps(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(addSteps);
  if (!isObject(node)) return [];
  const options = node['ui:options'];
  const own = isObject(options) && typeof options.addStep === 'string' ? [options.addStep] : [];
  return [...own, ...Object.values(node).flatMap(addSteps)];
}

/**
 * The steps a step opens by name (engine/steps/content/step-name-problems.ts checks the same keys): a field's add-a-person
 * modal (`ui:options.addStep`), a collection's edit screens (`items.edit`) and its secondary actions' `step`. The web
 * loads their files while the user answers this one, so opening one never redraws the page under it.
 */
export function stepsOpenedFrom(step: StepFile): string[] {
  const edits = isObject(step.items?.edit) ? Object.values(step.items.edit) : [];
  const actions = (step.actions?.secondary ?? []).map((action) => action.step).filter((id): id is string => typeof id === 'string');
  return [...new Set([...addSteps(step.uiSchema), ...edits, ...actions])];
}
