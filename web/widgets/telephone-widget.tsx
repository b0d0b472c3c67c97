import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorAria } from './error-aria';

/** The field template renders this widget's <label>. */
export const widgetMeta = { ownsLabel: false };

/**
 * A telephone number input (type tel, autocomplete tel; SPEC 2.6). An emptied field gives `ui:emptyValue`
 * (undefined by default), like RJSF's own text widgets. ui:options: `autocomplete` replaces "tel" (e.g. "off" for
 * someone else's number).
 */
export default function TelephoneWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, autofocus, required, rawErrors } = props;
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : 'tel';
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : raw);

  return (
    <input
      className="ww-input ww-input--telephone"
      type="tel"
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      autoComplete={autocomplete}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      {...errorAria(id, rawErrors)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(toValue(event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => props.onBlur(id, toValue(event.target.value))}
      onFocus={(event: FocusEvent<HTMLInputElement>) => props.onFocus(id, toValue(event.target.value))}
    />
  );
}
