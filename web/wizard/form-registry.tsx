import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from '../ui/loading';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { widgets } from '../widgets/registry';
import { loadStepFields } from './kinds/lazy-form-kinds';
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

type StepFieldModule = Awaited<ReturnType<typeof loadStepFields>>;
let fieldModule: StepFieldModule | undefined;

/** A field of ../estate-fields, drawn once that chunk has loaded (the step screen starts loading it with the step's form). */
function loadedField(pick: (module: StepFieldModule) => ComponentType<FieldProps>): ComponentType<FieldProps> {
  return function LoadedField(props: FieldProps) {
    const [loaded, setLoaded] = useState(fieldModule);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void loadStepFields().then((module) => {
        fieldModule = module;
        if (live) setLoaded(module);
      });
      return () => {
        live = false;
      };
    }, [loaded]);
    if (!loaded) return <Loading />;
    const Field = pick(loaded);
    return <Field {...props} />;
  };
}

/**
 * The fields a step file can name in `ui:field` (web/wizard/widget-names.ts `fieldNames`), each loaded when a form
 * first draws it; the step screen starts that download with the step's (`preloadStep`).
 */
export const stepFields: RegistryFieldsType = {
  estateSplit: loadedField((fields) => fields.EstateSplitField as ComponentType<FieldProps>),
  estateSubstitutes: loadedField((fields) => fields.EstateSubstitutesField as ComponentType<FieldProps>),
  estateMessages: loadedField((fields) => fields.EstateMessagesField as ComponentType<FieldProps>),
} as unknown as RegistryFieldsType;
