import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { widgets } from '../widgets/registry';
import EstateSplitField from '../widgets/estate-split-field';
import EstateSubstitutesField from '../widgets/estate-substitutes-field';
import EstateMessagesField from '../widgets/estate-messages-field';
import { FieldTemplate } from './templates/field-template';
import { BaseInputTemplate } from './templates/base-input-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { EmptyTemplate } from './templates/empty-template';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array-field-template';

/** The templates every step is drawn with. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate: EmptyTemplate,
  FieldErrorTemplate: EmptyTemplate,
  FieldHelpTemplate: EmptyTemplate,
  DescriptionFieldTemplate: EmptyTemplate,
  TitleFieldTemplate: EmptyTemplate,
  ButtonTemplates: { SubmitButton: EmptyTemplate } as unknown as TemplatesType['ButtonTemplates'],
};

/** The widgets a step file can name in `ui:widget`. */
export const stepWidgets: RegistryWidgetsType = widgets as unknown as RegistryWidgetsType;

/** The fields a step file can name in `ui:field` (web/wizard/widget-names.ts `fieldNames`): a new kind of question is a field written once here. */
export const stepFields: RegistryFieldsType = {
  estateSplit: EstateSplitField,
  estateSubstitutes: EstateSubstitutesField,
  estateMessages: EstateMessagesField,
} as unknown as RegistryFieldsType;
