import { useCallback, useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { Will } from '../../engine/will/will';
import type { StepFile } from '../../engine/steps/step-file';
import { readPath, writePath } from '../../engine/steps/binding/step-document';
import type { WizardContext } from '../widgets/wizard-context';
import { useStepValidator } from './step-validator';
import { fieldId, fieldPathsById, inFieldOrder, stepErrors, toErrorSchema, withItemNames, type FieldErrors } from './step-errors';
import { hiddenFields, withFilledMarks, withHiddenFields, withoutHidden, type PredicateCheck } from './visible-fields';
import { ErrorSummary } from './error-summary';
import { StepNotes } from './step-notes';
import { StepHeader } from './step-header';
import { stepFields, stepWidgets, templates } from './form-registry';
import { formDefaults } from './form-defaults';
import { StepDisplayContext } from './step-display';
import copy from '../../schemas/copy/wizard.json';
import { useHydrated } from '../ui/use-hydrated';

type Data = Record<string, unknown>;

export type StepRendererProps = {
  step: StepFile;
  /** The slice of the document the step's `bind` points at. */
  initialData: Data;
  /** Called with the answers (hidden questions removed) when the user submits a valid form. */
  onSubmit: (data: Data) => void;
  onChange?: (data: Data) => void;
  /** Errors from the server by field path (first message shown per field); each goes once its field changes. */
  serverErrors?: FieldErrors;
  submitting?: boolean;
  context: Omit<WizardContext, 'patch'>;
  /** Whether a `ui:options.visibleIf` predicate holds; every field is shown without it. */
  isVisible?: PredicateCheck;
  /** Values for {placeholders} in the step's text. */
  textValues?: Record<string, string | number>;
  /** Drawn above the heading, e.g. the onboarding card's Back link. */
  header?: ReactNode;
  /** Drawn after the main button: Back, Cancel, Delete. */
  secondaryActions?: ReactNode;
  /** Show every error at once, as after a submit (Storybook's error state). */
  showErrors?: boolean;
};

const NO_ERRORS: FieldErrors = {};

/** The errors whose field still holds the value it had when the error was given. */
function withoutChanged(errors: FieldErrors, before: Data, after: Data): FieldErrors {
  const kept = Object.entries(errors).filter(([path]) => readPath(before, path.split('.')) === readPath(after, path.split('.')));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
const ALL_VISIBLE: PredicateCheck = () => true;

// A step file replaced while the page runs (a hot update under `npm run dev`, Storybook's control) draws a new form,
// keyed by its schema's content: RJSF under React kept the old file's options on screen. The answers live in this
// component, so none is lost; a step object rebuilt with the same schema keeps its form.
const formKeys = new WeakMap<object, string>();
function formKeyOf(step: { schema?: unknown }): string {
  let key = formKeys.get(step);
  if (key === undefined) {
    const text = JSON.stringify(step.schema ?? null);
    let hash = 5381;
    for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
    formKeys.set(step, (key = `${text.length}-${(hash >>> 0).toString(36)}`));
  }
  return key;
}

/**
 * Draws any form step with RJSF through our templates and widgets. Pressing the main button (or Enter) with a
 * problem shows an error summary linked to each field and the inline errors; from then on they update as the user
 * types. Errors are keyed by path, so a field nested in an object or a list shows its own.
 */
export function StepRenderer(props: StepRendererProps) {
  const { step, initialData, onSubmit, onChange, serverErrors = NO_ERRORS, submitting = false, context } = props;
  const isVisible = props.isVisible ?? ALL_VISIBLE;
  const validator = useStepValidator(step);
  const [data, setData] = useState<Data>(initialData);
  const display = useContext(StepDisplayContext);
  const [submitted, setSubmitted] = useState(Boolean(props.showErrors ?? display.showErrors));
  const [attempt, setAttempt] = useState(0);
  // A server error stays until the user changes that field: then their new answer is judged afresh.
  const [liveServerErrors, setLiveServerErrors] = useState<FieldErrors>(serverErrors);
  useEffect(() => setLiveServerErrors(serverErrors), [serverErrors]);
  const latest = useRef(data);
  latest.current = data;

  /** Sets the answers; a server error goes once the value at its path changes. */
  const update = useCallback(
    (next: (prev: Data) => Data) => {
      const before = latest.current;
      const value = next(before);
      latest.current = value;
      setData(value);
      setLiveServerErrors((errors) => withoutChanged(errors, before, value));
      onChange?.(value);
    },
    [onChange],
  );
  // The will changed under the form (a modal over it added a charity): fields whose stored value changed take it.
  const initialRef = useRef(initialData);
  useEffect(() => {
    const before = initialRef.current;
    initialRef.current = initialData;
    if (before === initialData) return;
    const changed = Object.keys(initialData).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(initialData[key]));
    if (changed.length > 0) update((prev) => ({ ...prev, ...Object.fromEntries(changed.map((key) => [key, initialData[key]])) }));
  }, [initialData, update]);

  const paths = useMemo(() => fieldPathsById(step.schema), [step.schema]);
  const hidden = useMemo(() => hiddenFields(step.uiSchema, data, isVisible), [step.uiSchema, data, isVisible]);
  const uiSchema = useMemo(() => withHiddenFields(withFilledMarks(step.uiSchema ?? {}, step.rules), hidden), [step.uiSchema, step.rules, hidden]);
  const clientErrors = useMemo(() => stepErrors(step, validator, data, context.today, hidden), [step, validator, data, context.today, hidden]);
  const shown: FieldErrors = withItemNames({ ...(submitted ? clientErrors : {}), ...liveServerErrors }, step.uiSchema, context.sourceItems);
  const summary = inFieldOrder(shown, step.schema, step.uiSchema, data).map(([path, messages]) => ({ id: fieldId(path), message: messages[0]! }));
  // The errors shown, by field path, for a widget that draws a sibling's parts (an address's manual parts).
  const formContext: WizardContext = useMemo(
    () => ({ ...context, answers: data, fieldErrors: shown, textValues: props.textValues, patch: (values) => update((prev) => ({ ...prev, ...values })) }),
    [context, update, data, shown, props.textValues],
  );

  // Only the field that changed is taken from RJSF: a widget may have just patched its siblings (an address's
  // manual flag), which RJSF's copy of the answers does not know yet.
  const handleChange = (event: IChangeEvent, id?: string) => {
    const formData = (event.formData ?? {}) as Data;
    const path = id ? paths.get(id) : undefined;
    update((prev) => (path ? writePath(prev, path, readPath(formData, path)) : { ...prev, ...formData }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((n) => n + 1);
    if (Object.keys(clientErrors).length === 0 && !submitting) onSubmit(withoutHidden(latest.current, hidden));
  };
  const primary = step.actions?.primary;
  const alternative = primary?.alternative;
  const primaryLabel = alternative && isVisible(alternative.visibleIf, data) ? alternative.label : primary?.label;

  // A prerendered page's fields take no input until the page has hydrated: what was typed before would show in the
  // field but not be in the form's answers, and the first redraw would wipe it (ADR 0012). Its main button is a plain
  // button until then: a click would submit the form natively, reloading the page.
  const hydrated = useHydrated();

  return (
    <div className={hydrated ? 'step' : 'step step--hydrating'}>
      {props.header}
      <StepHeader step={step} textValues={props.textValues} />
      <ErrorSummary key={attempt} items={summary} />
      <StepNotes step={step} isVisible={isVisible} data={data} textValues={props.textValues} will={context.will as Will | undefined} loaded={context.loaded} today={context.today} place="aboveForm" />
      <Form
        key={formKeyOf(step)}
        schema={step.schema as object}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        templates={templates}
        widgets={stepWidgets}
        fields={stepFields}
        formContext={formContext}
        extraErrors={toErrorSchema(shown)}
        readonly={!hydrated}
        noValidate
        noHtml5Validate
        experimental_defaultFormStateBehavior={formDefaults}
        showErrorList={false}
        onChange={handleChange}
        onSubmit={(_event, formEvent) => handleSubmit(formEvent)}
      >
        <StepNotes step={step} isVisible={isVisible} data={data} textValues={props.textValues} will={context.will as Will | undefined} loaded={context.loaded} today={context.today} />
        <div className="step__actions">
          <button type={hydrated ? 'submit' : 'button'} className="button" aria-busy={submitting || undefined} aria-disabled={submitting || undefined}>
            {submitting ? (primary?.saving ?? primary?.label) : (primaryLabel ?? copy.continue)}
          </button>
          {props.secondaryActions}
        </div>
      </Form>
    </div>
  );
}
