import { FieldError } from '../ui/field-error';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorMessageId } from './error-aria';
import { hintId } from './group-hint-and-error';
import { interpolate } from '../../engine/steps/interpolate';
import { ConfirmGroup, statementsId } from './confirm-group';
import type { WizardContext } from './wizard-context';

/** The widget draws its own label beside the box, its hint and its error: the field template draws none. */
export const widgetMeta = { ownsLabel: true };

/**
 * One yes-or-no statement the user ticks (GOV.UK checkbox): a large box with the field's title as its label beside
 * it, the hint under the label and the error above the box, all inside the field. The value is true when ticked
 * and false when not; the step's schema says whether it must be ticked (`const: true`, or `required` while shown).
 * With `ui:options.legend` the box confirms what is set out around it: a fieldset with that legend, `text` and
 * `points` (./confirm-group.tsx). Its texts may name the step's values (`{partner}`).
 */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, required, rawErrors, uiSchema, options } = props;
  const values = (props.registry.formContext as WizardContext | undefined)?.textValues ?? {};
  const fill = (text: unknown) => (typeof text === 'string' ? interpolate(text, values) : undefined);
  const label = fill(props.label);
  const help = fill(uiSchema?.['ui:help']);
  const error = rawErrors?.[0];
  const legend = fill(options.legend);
  const describedBy = [legend ? statementsId(id) : null, help ? hintId(id) : null, error ? errorMessageId(id) : null].filter(Boolean).join(' ');
  const box = (
    <div className="ww-check">
      {error && !legend && <FieldError id={errorMessageId(id)}>{error}</FieldError>}
      <div className="ww-check__item">
        <input
          className="ww-check__input"
          type="checkbox"
          id={id}
          name={htmlName || id}
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.checked)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => props.onBlur(id, event.target.checked)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => props.onFocus(id, event.target.checked)}
        />
        <label className="ww-check__label" htmlFor={id}>
          {label}
        </label>
        {help && (
          <p id={hintId(id)} className="ww-hint ww-check__hint">
            {help}
          </p>
        )}
      </div>
    </div>
  );
  if (!legend) return box;
  const points = Array.isArray(options.points) ? options.points.flatMap((point) => fill(point) ?? []) : [];
  return (
    <ConfirmGroup id={id} legend={legend} text={fill(options.text)} points={points} error={error}>
      {box}
    </ConfirmGroup>
  );
}
