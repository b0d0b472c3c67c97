import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { describedBy } from '../wizard/templates/base-input-template';
import { widgetCopy } from './widget-copy';

/** The field template renders this widget's <label>, hint and error. */
export const widgetMeta = { ownsLabel: false };

/**
 * An amount in whole pounds (SPEC 2.13 gift of money): a '£' before a numeric text input, the value a string of
 * digits as typed (the step's schema says what is allowed). A text input with a numeric keypad, not type=number,
 * so the mouse wheel never changes the amount (SPEC 2.3). An emptied field is undefined.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, autofocus, required, rawErrors, uiSchema } = props;
  const text = widgetCopy('money', options);
  const toValue = (raw: string) => (raw.trim() === '' ? undefined : raw.trim());
  const hasError = Boolean(rawErrors?.length);
  return (
    <div className="ww-money">
      <span className="ww-money__prefix" aria-hidden="true">
        {text.prefix}
      </span>
      <input
        className="ww-input ww-money__input"
        id={id}
        name={htmlName || id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), hasError)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(toValue(event.target.value))}
        onBlur={(event: FocusEvent<HTMLInputElement>) => props.onBlur(id, toValue(event.target.value))}
        onFocus={(event: FocusEvent<HTMLInputElement>) => props.onFocus(id, toValue(event.target.value))}
      />
    </div>
  );
}
