import type { RegistryFieldsType } from '@rjsf/utils';
import EstateSplitField from '../widgets/estate-split-field';
import EstateSubstitutesField from '../widgets/estate-substitutes-field';
import EstateMessagesField from '../widgets/estate-messages-field';

// The templates and widgets of every form (./form-registry), and the fields loaded at once, for widget tests and
// stories. The app's forms take their fields from ./form-registry, where they load with the steps that name them.
export { templates, stepWidgets } from './form-registry';

/** The fields a step file can name in `ui:field` (web/wizard/widget-names.ts `fieldNames`): a new kind of question is a field written once here and in ./form-registry. */
export const stepFields: RegistryFieldsType = {
  estateSplit: EstateSplitField,
  estateSubstitutes: EstateSubstitutesField,
  estateMessages: EstateMessagesField,
} as unknown as RegistryFieldsType;
