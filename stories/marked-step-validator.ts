import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../engine/steps/step-file';
import { useStepValidator as usePrecompiledValidator } from '../web/wizard/step-validator';
import { unmarked } from './translation-marks';

// Storybook's stand-in for web/wizard/step-validator (aliased in .storybook/main.ts). In Welsh, Storybook marks each
// text a translator should look at (./translation-marks.tsx), and a marked step file is not the one its validator
// was precompiled from: RJSF finds a precompiled validator by a hash of the schema, titles included, and refuses any
// other schema. So the step is drawn marked and validated unmarked, with the app's own precompiled validator.

const validators = new WeakMap<ValidatorType, ValidatorType>();

/** The validator, given every schema with its marks taken out. */
function unmarking(validator: ValidatorType): ValidatorType {
  let drawn = validators.get(validator);
  if (!drawn) {
    drawn = {
      validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) => validator.validateFormData(formData, unmarked(schema), customValidate, transformErrors, uiSchema),
      isValid: (schema: RJSFSchema, formData, rootSchema: RJSFSchema) => validator.isValid(unmarked(schema), formData, unmarked(rootSchema)),
      rawValidation: (schema: RJSFSchema, formData) => validator.rawValidation(unmarked(schema), formData),
      reset: validator.reset && (() => validator.reset?.()),
    };
    validators.set(validator, drawn);
  }
  return drawn;
}

/** The hook web/wizard/step-renderer.tsx calls: the precompiled validator of the step as the build read it. */
export function useStepValidator(step: StepFile): ValidatorType {
  return unmarking(usePrecompiledValidator(unmarked(step)));
}
