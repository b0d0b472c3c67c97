import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorMessageId } from './error-aria';
import { hintId } from './group-hint-and-error';

/** The widget draws its own label beside the box, its hint and its error: the field template draws none. */
export const widgetMeta = { ownsLabel: true };

/**
 * One yes-or-no statement the user ticks (GOV.UK checkbox): a large box with the field's title as its label beside
 * it, the hint under the label and the error above the box, all inside the field. The value is true when ticked
 * and false when not; the step's schema says whether it must be ticked (`const: true`).
 */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, disabled, readonly, autofocus, required, rawErrors, uiSchema } = props;
  const help = uiSchema?.['ui:help'];
  const error = rawErrors?.[0];
  const describedBy = [typeof help === 'string' ? hintId(id) : null, error ? errorMessageId(id) : null].filter(Boolean).join(' ');
  return (
    <div className="ww-check">
      {error && (
        <p id={errorMessageId(id)} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
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
        {typeof help === 'string' && (
          <p id={hintId(id)} className="ww-hint ww-check__hint">
            {help}
          </p>
        )}
      </div>
    </div>
  );
}
