import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import type { StepFile } from '../../engine/step-file';
import type { WizardContext } from '../widgets/wizard-context';
import { stepValidator } from './step-validator';
import { stepErrors, type FieldErrors } from './step-errors';
import { ErrorSummary } from './error-summary';
import { StepHeader } from './step-header';
import { stepWidgets, templates } from './registry';
import { formDefaults } from './form-defaults';

type Data = Record<string, unknown>;

export type StepRendererProps = {
  step: StepFile;
  /** The slice of the will (or onboarding answers) the step's `bind` points at. */
  initialData: Data;
  onSubmit: (data: Data) => void;
  onChange?: (data: Data) => void;
  /** Errors from the server for this step's fields (first message shown per field). */
  serverErrors?: FieldErrors;
  submitting?: boolean;
  context: Omit<WizardContext, 'patch'>;
  /** Values for {placeholders} in the step's text. */
  textValues?: Record<string, string | number>;
  /** Drawn above the heading, e.g. the onboarding card's Back link. */
  header?: ReactNode;
  /** Drawn beside the main button, e.g. a Back link. */
  secondaryAction?: ReactNode;
};

const NO_ERRORS: FieldErrors = {};

function toErrorSchema(errors: FieldErrors): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages.length) schema[field] = { __errors: [messages[0]!] };
  return schema as ErrorSchema;
}

/** The top-level field an RJSF id belongs to ('root_estate_split_type' is estate_split_type, not estate). */
function fieldOfId(id: string | undefined, fields: string[]): string | null {
  if (!id?.startsWith('root_')) return null;
  const rest = id.slice('root_'.length);
  const matches = fields.filter((name) => rest === name || rest.startsWith(`${name}_`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Draws any step file with RJSF through our templates and widgets. The main button stays disabled until the
 * answers are valid; a field's error shows once the user has left it, and all of them (with a summary) after a
 * submit attempt or when the server refuses the answers.
 */
export function StepRenderer(props: StepRendererProps) {
  const { step, initialData, onSubmit, onChange, serverErrors = NO_ERRORS, submitting = false, context } = props;
  const validator = stepValidator(step);
  const fields = Object.keys(step.schema.properties);
  const [data, setData] = useState<Data>(initialData);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // A server error stays until the user changes that field: then their new answer is judged afresh.
  const [changedSinceServer, setChangedSinceServer] = useState<Set<string>>(new Set());
  useEffect(() => setChangedSinceServer(new Set()), [serverErrors]);
  const latest = useRef(data);
  latest.current = data;

  const update = useCallback(
    (next: (prev: Data) => Data) => {
      setData((prev) => {
        const value = next(prev);
        onChange?.(value);
        return value;
      });
    },
    [onChange],
  );
  const formContext: WizardContext = useMemo(
    () => ({ ...context, patch: (values) => update((prev) => ({ ...prev, ...values })) }),
    [context, update],
  );

  const clientErrors = useMemo(() => stepErrors(step, validator, data, context.today), [step, validator, data, context.today]);
  const valid = Object.keys(clientErrors).length === 0;
  const shown: FieldErrors = {};
  for (const [field, messages] of Object.entries(clientErrors)) if (submitted || touched.has(field)) shown[field] = messages;
  const liveServerErrors = Object.entries(serverErrors).filter(([field, messages]) => messages.length && !changedSinceServer.has(field));
  for (const [field, messages] of liveServerErrors) shown[field] = messages;
  const summary = submitted || liveServerErrors.length > 0
    ? Object.entries(shown).map(([field, messages]) => ({ id: `root_${field}`, message: messages[0]! }))
    : [];

  const handleChange = (event: IChangeEvent, id?: string) => {
    const field = fieldOfId(id, fields);
    const formData = (event.formData ?? {}) as Data;
    if (field) setChangedSinceServer((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
    update((prev) => (field ? { ...prev, [field]: formData[field] } : { ...prev, ...formData }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid && !submitting) onSubmit(latest.current);
  };

  return (
    <div className="step">
      {props.header}
      <StepHeader step={step} textValues={props.textValues} />
      <ErrorSummary items={summary} />
      <Form
        schema={step.schema as object}
        uiSchema={step.uiSchema}
        formData={data}
        validator={validator}
        templates={templates}
        widgets={stepWidgets}
        formContext={formContext}
        extraErrors={toErrorSchema(shown)}
        noValidate
        noHtml5Validate
        experimental_defaultFormStateBehavior={formDefaults}
        showErrorList={false}
        onChange={handleChange}
        onBlur={(id) => {
          const field = fieldOfId(id, fields);
          if (field) setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
        }}
        onSubmit={(_event, formEvent) => handleSubmit(formEvent)}
      >
        <div className="step__actions">
          <button type="submit" className="button" disabled={!valid || submitting} aria-busy={submitting || undefined}>
            {submitting ? (step.actions?.saving ?? step.actions?.submit) : (step.actions?.submit ?? 'Continue')}
          </button>
          {props.secondaryAction}
        </div>
      </Form>
    </div>
  );
}
