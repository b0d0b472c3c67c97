import type { ComponentType } from 'react';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { widgets } from '../widgets/registry';
import YesNoEachField from '../widgets/yes-no-each-field';
import { stepFields as stepFieldModule } from './kinds/lazy-form-kinds';
import { useLoaded } from '../ui/loaded-once';
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

type StepFieldModule = Awaited<ReturnType<typeof stepFieldModule.load>>;

/**
 * A field of ../estate-fields: drawn at once when that chunk has loaded (a step's route loads it before the step is
 * drawn, web/wizard/step-route-loader.ts), else the screen waits for it in its one loading boundary.
 */
function loadedField(pick: (module: StepFieldModule) => ComponentType<FieldProps>): ComponentType<FieldProps> {
  return function LoadedField(props: FieldProps) {
    const Field = pick(useLoaded(stepFieldModule));
    return <Field {...props} />;
  };
}

/**
 * The fields a step file can name in `ui:field` (web/wizard/widget-names.ts `fieldNames`), loaded with the step's
 * form (`preloadStep`).
 */
export const stepFields: RegistryFieldsType = {
  estateSplit: loadedField((fields) => fields.EstateSplitField as ComponentType<FieldProps>),
  estateSubstitutes: loadedField((fields) => fields.EstateSubstitutesField as ComponentType<FieldProps>),
  estateMessages: loadedField((fields) => fields.EstateMessagesField as ComponentType<FieldProps>),
  yesNoEach: YesNoEachField as ComponentType<FieldProps>,
  // Answers a sibling's widget draws and edits (the manual parts of an address): nothing of its own on the page.
  drawnByWidget: () => null,
} as unknown as RegistryFieldsType;
