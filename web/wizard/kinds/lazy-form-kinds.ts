import { lazy } from 'react';
import type { StepFile } from '../../../engine/step-file';
import { stepsOpenedFrom } from '../../../engine/step-links';
import { flowStepIds, machineOf } from '../../../flows/flow-runner';
import { loadValidatorFunctions } from '../step-validator-chunks';
import { loadStepFile } from '../step-file-loader';

/** Starts loading the RJSF-drawn kinds (./form-kinds); import() loads a chunk once, so calling it again is free. */
export const loadFormKinds = () => import('./form-kinds');

/** Starts loading the fields a step file can name in `ui:field` (../estate-fields), drawn by ../form-registry. */
export const loadStepFields = () => import('../estate-fields');

/** Whether a step's uiSchema names a field of ours (`ui:field`), which loads apart from the form kinds. */
export const namesField = (step: Pick<StepFile, 'uiSchema'>) => JSON.stringify(step.uiSchema ?? {}).includes('"ui:field"');

export const LazyFormStep = lazy(() => loadFormKinds().then((kinds) => ({ default: kinds.FormStep })));
export const LazyRepeatStep = lazy(() => loadFormKinds().then((kinds) => ({ default: kinds.RepeatStep })));

/** Whether a step is drawn as a form: a `form` step with no question (the onboarding welcome) is its texts and buttons. */
export function drawsForm(step: Pick<StepFile, 'kind' | 'schema'>): boolean {
  const kind = step.kind ?? 'form';
  if (kind !== 'form') return kind === 'repeat';
  return Object.keys(step.schema?.properties ?? {}).length > 0;
}

/** Starts downloading what drawing `step` needs beyond the step screen: the form kinds and the step's validator. */
export function preloadStep(step: StepFile): void {
  if (!drawsForm(step)) return;
  void loadFormKinds();
  void loadValidatorFunctions(step.id);
  if (namesField(step)) void loadStepFields();
}

/**
 * Once a step is drawn, starts downloading what the next may need: the form kinds, and the files and validators of
 * the steps it opens (its modals and edit screens) and of its flow's steps.
 */
export function preloadNext(step: StepFile): void {
  void loadFormKinds();
  const opened = stepsOpenedFrom(step);
  const flowSteps = flowStepIds.includes(step.id) ? Object.keys(machineOf(step.id).states) : [];
  for (const id of [...opened, ...flowSteps]) {
    void loadStepFile(id);
    void loadValidatorFunctions(id);
  }
}
