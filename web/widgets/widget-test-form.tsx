// Test support: renders widgets inside a real RJSF <Form> with a field template that keeps the renderer's contract
// (label for the widget's id unless the widget owns it, error message with id `${id}-error`).
import '@testing-library/jest-dom/vitest';
import Form from '@rjsf/core';
import type { ErrorSchema, FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { vi } from 'vitest';
import { ownsLabel, widgets } from './registry';
import type { WizardContext } from './wizard-context';
import { formDefaults } from '../wizard/form-defaults';
import { stepFields } from '../wizard/registry';

function ContractFieldTemplate(props: FieldTemplateProps) {
  const { id, label, displayLabel, rawErrors, children, schema, uiSchema, rawHelp } = props;
  if (schema.type === 'object') return children;
  const widget = uiSchema?.['ui:widget'];
  const labelled = displayLabel && !(typeof widget === 'string' && ownsLabel[widget]);
  return (
    <div className="field">
      {labelled && <label htmlFor={id}>{label}</label>}
      {rawHelp && <div id={`${id}-hint`}>{rawHelp}</div>}
      {rawErrors?.length ? <p id={`${id}-error`}>{rawErrors[0]}</p> : null}
      {children}
    </div>
  );
}

type Options = {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  context?: Partial<WizardContext>;
  /** An error message per field name, shown as if validation had found it. */
  errors?: Record<string, string>;
};

/** Renders `schema` in a real RJSF form with our widgets and fields (`ui:field`); `data()` is the latest form data the form reported. */
export function renderWidgetForm({ schema, uiSchema, formData, context, errors }: Options) {
  const extraErrors = errors
    ? (Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, { __errors: [message] }]),
      ) as ErrorSchema)
    : undefined;
  const form = createRef<Form>();
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const patch = vi.fn((values: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(values)) form.current?.setFieldValue(key, value);
  });
  const formContext: WizardContext = {
    today: '2025-06-15',
    lookupAddresses: vi.fn(async (postcode: string) => ({ postcode, items: [] })),
    sourceItems: () => [],
    openStep: vi.fn(),
    ...context,
    patch,
  };
  const user = userEvent.setup();
  const view = render(
    <Form
      ref={form}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      fields={stepFields}
      templates={{ FieldTemplate: ContractFieldTemplate }}
      formContext={formContext}
      extraErrors={extraErrors}
      onChange={onChange}
      onBlur={onBlur}
      noHtml5Validate
      // Yes/No questions start unanswered: no first-const default, no `false` for a required boolean.
      experimental_defaultFormStateBehavior={formDefaults}
    >
      <button type="submit">Save</button>
    </Form>,
  );
  const data = (): Record<string, unknown> => onChange.mock.lastCall?.[0]?.formData ?? formData ?? {};
  return { ...view, user, form, onChange, onBlur, patch, formContext, data };
}
