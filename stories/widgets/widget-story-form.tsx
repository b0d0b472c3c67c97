import { useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { stepWidgets, templates } from '../../web/wizard/registry';
import type { WizardContext } from '../../web/widgets/wizard-context';
import { storyContext } from '../story-context';
import { formDefaults } from '../../web/wizard/form-defaults';

export type WidgetStoryProps = {
  /** The field's name in the form; its widget's id is `root_<name>`. */
  name: string;
  /** The field's JSON Schema, as a step file gives it. */
  schema: RJSFSchema;
  /** The field's uiSchema; `ui:widget` names the widget. */
  uiSchema: UiSchema;
  /** Sibling fields the widget sets through `formContext.patch` (e.g. the address widget's `manualAddress`). */
  siblings?: Record<string, RJSFSchema>;
  value?: unknown;
  /** An error message shown as if the step had refused the answer. */
  error?: string;
  /** What `formContext.openStep` does (the choice widget's '+ Add someone'). */
  onOpenStep?: (stepId: string) => void;
};

/**
 * One widget in a real RJSF form with the step renderer's templates and widget registry, the way a step draws it.
 * Validation is RJSF's runtime ajv (only used here to pick oneOf options): Storybook has no CSP, unlike the app.
 */
export function WidgetStoryForm({ name, schema, uiSchema, siblings = {}, value, error, onOpenStep }: WidgetStoryProps) {
  const form = useRef<Form>(null);
  const rootSchema: RJSFSchema = { type: 'object', required: [name], properties: { [name]: schema, ...siblings } };
  const hidden = Object.fromEntries(Object.keys(siblings).map((sibling) => [sibling, { 'ui:widget': 'hidden' }]));
  const formContext: WizardContext = useMemo(
    () => ({
      ...storyContext,
      openStep: (stepId) => onOpenStep?.(stepId),
      patch: (values) => {
        for (const [key, next] of Object.entries(values)) form.current?.setFieldValue(key, next);
      },
    }),
    [onOpenStep],
  );
  const extraErrors = error ? ({ [name]: { __errors: [error] } } as ErrorSchema) : undefined;
  return (
    <div className="page">
      <Form
        // Editing args in Storybook redraws the form from them.
        key={JSON.stringify([schema, uiSchema, value, error])}
        ref={form}
        schema={rootSchema}
        uiSchema={{ ...hidden, [name]: uiSchema }}
        formData={value === undefined ? {} : { [name]: value }}
        validator={validator}
        templates={templates}
        widgets={stepWidgets}
        formContext={formContext}
        extraErrors={extraErrors}
        noValidate
        noHtml5Validate
        showErrorList={false}
        // As the step renderer: questions start unanswered, with no first-option or `false` defaults.
        experimental_defaultFormStateBehavior={formDefaults}
      >
        <div className="step__actions">
          <button type="submit" className="button">
            Continue
          </button>
        </div>
      </Form>
    </div>
  );
}
