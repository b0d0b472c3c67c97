import type { StepFile } from '../../../engine/steps/step-file';
import { loadedOnce, useLoaded } from '../../ui/loaded-once';
import { loadValidatorFunctions } from '../step-validator-chunks';
import type { StepKindProps } from './step-kind-props';

/** The RJSF-drawn kinds (./form-kinds), in one chunk with the form library. */
const formKinds = loadedOnce(() => import('./form-kinds'));

/** The fields a step file can name in `ui:field` (../estate-fields), drawn by ../form-registry. */
export const stepFields = loadedOnce(() => import('../estate-fields'));

/** Starts loading the RJSF-drawn kinds; calling it again is free. */
export const loadFormKinds = formKinds.load;

/** Starts loading the estate fields; calling it again is free. */
export const loadStepFields = stepFields.load;

/** Whether a step's uiSchema names a field of ours (`ui:field`), which loads apart from the form kinds. */
export const namesField = (step: Pick<StepFile, 'uiSchema'>) => JSON.stringify(step.uiSchema ?? {}).includes('"ui:field"');

/** A form step, drawn at once when the form kinds are in (its route's loader loads them), else when they are. */
export function LazyFormStep(props: StepKindProps) {
  const { FormStep } = useLoaded(formKinds);
  return <FormStep {...props} />;
}

/** A repeat step, alike. */
export function LazyRepeatStep(props: StepKindProps) {
  const { RepeatStep } = useLoaded(formKinds);
  return <RepeatStep {...props} />;
}

/** Whether a step is drawn as a form: a `form` step with no question (the onboarding welcome) is its texts and buttons. */
export function drawsForm(step: Pick<StepFile, 'kind' | 'schema'>): boolean {
  const kind = step.kind ?? 'form';
  if (kind !== 'form') return kind === 'repeat';
  return Object.keys(step.schema?.properties ?? {}).length > 0;
}

/**
 * Loads what drawing `step` needs beyond the step screen and its file: for a form, the form kinds, the step's
 * validator and, when it names one, the estate fields. Settles once they are in (web/wizard/step-route-loader.ts).
 */
export async function preloadStep(step: StepFile): Promise<void> {
  if (!drawsForm(step)) return;
  await Promise.all([loadFormKinds(), loadValidatorFunctions(step.id), namesField(step) ? loadStepFields() : null]);
}
