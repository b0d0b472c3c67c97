import { use } from 'react';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/step-file';
import { loadValidatorFunctions } from './step-validator-chunks';

const building = new Map<string, Promise<ValidatorType>>();

function buildValidator(step: StepFile): Promise<ValidatorType> {
  let pending = building.get(step.id);
  if (!pending) {
    pending = loadValidatorFunctions(step.id).then((fns) => {
      if (!fns) throw new Error(`No precompiled validator for step "${step.id}": run npm run generate`);
      return createPrecompiledValidator(fns, step.schema as object);
    });
    building.set(step.id, pending);
  }
  return pending;
}

/**
 * The form validator for a step, precompiled at build time (the page's CSP forbids eval), from the step's own
 * chunk: the first render suspends until it has loaded (the step screen started loading it with the page). Always
 * the same promise per step, so once it has settled React reads it without suspending.
 */
export function useStepValidator(step: StepFile): ValidatorType {
  return use(buildValidator(step));
}
