import { FieldError } from '../ui/field-error';
import type { FieldProps } from '@rjsf/utils';
import { fillCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

type Answers = Record<string, boolean | null>;
type Texts = { legend: string; hint?: string; yes: string; no: string };

/** The texts from `ui:options`: each names the item as `{name}`, and may use the step's own text values. */
function textsOf(options: Record<string, unknown>): Texts {
  const text = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : undefined);
  return { legend: text('legend') ?? '', hint: text('hint'), yes: text('yes') ?? '', no: text('no') ?? '' };
}

/**
 * ui:field `yesNoEach`: one yes-or-no question per item of the engine source in `ui:options.source` (a mirror
 * will's copied children, "is this also your child?"), all on one page. The value maps each item's uuid to its
 * answer, null until given; each item's error (at `<field>.<uuid>`) sits on its own question, whose first radio has
 * the id the error summary links to. `ui:options`: `source`, `legend`, `hint`, `yes`, `no`.
 */
export default function YesNoEachField(props: FieldProps<Answers>) {
  const { fieldPathId, onChange, uiSchema, errorSchema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const context = props.registry.formContext as WizardContext;
  const items = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const texts = textsOf(options);
  const answers: Answers = props.formData ?? {};
  const values = Object.fromEntries(Object.entries(context.textValues ?? {}).map(([key, value]) => [key, String(value)]));
  const answer = (uuid: string, alsoYes: boolean) => onChange({ ...answers, [uuid]: alsoYes }, fieldPathId.path, undefined, id);

  return (
    <div className="yes-no-each">
      {items.map((item) => {
        const itemId = `${id}_${item.uuid}`;
        const fill = (text: string) => fillCopy(text, { ...values, name: item.label });
        const error = (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[item.uuid]?.__errors?.[0];
        const describedBy = [texts.hint ? `${itemId}-hint` : null, error ? `${itemId}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div key={item.uuid} className={error ? 'field field--error' : 'field'}>
            <fieldset className="ww-fieldset" aria-describedby={describedBy}>
              <legend className="ww-legend">{fill(texts.legend)}</legend>
              {texts.hint && (
                <p id={`${itemId}-hint`} className="ww-hint">
                  {fill(texts.hint)}
                </p>
              )}
              <FieldError id={`${itemId}-error`}>{error}</FieldError>
              <div className="ww-radios">
                {[true, false].map((yes) => {
                  const inputId = yes ? itemId : `${itemId}-no`;
                  return (
                    <div className="ww-radios__item" key={String(yes)}>
                      <input
                        className="ww-radios__input"
                        type="radio"
                        id={inputId}
                        name={itemId}
                        checked={answers[item.uuid] === yes}
                        disabled={disabled || readonly}
                        aria-invalid={error ? true : undefined}
                        onChange={() => answer(item.uuid, yes)}
                      />
                      <label className="ww-radios__label" htmlFor={inputId}>
                        {fill(yes ? texts.yes : texts.no)}
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </div>
        );
      })}
    </div>
  );
}
