import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorAria } from './error-aria';
import { widgetCopy } from './widget-copy';

/** The field template renders this widget's <label>. */
export const widgetMeta = { ownsLabel: false };

/**
 * A native <select> of titles (SPEC 2.3, 3.2) with a leading 'Select a title' option that empties the field.
 * ui:options: `placeholder` (or `ui:placeholder`) replaces the default placeholder text; `autocomplete` sets the
 * autocomplete token (e.g. "honorific-prefix" where the title is the user's own).
 */
export default function TitleSelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, autofocus, required, rawErrors } = props;
  const enumOptions = options.enumOptions ?? [];
  const format = getOptionValueFormat(options);
  const text = widgetCopy('titleSelect', options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, options.emptyValue);
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;

  return (
    <select
      className="ww-select"
      id={id}
      name={htmlName || id}
      value={enumOptionSelectedValue(value, enumOptions, false, format, '') as string}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autocomplete}
      aria-required={required || undefined}
      {...errorAria(id, rawErrors)}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(decode(event.target.value))}
      onBlur={(event: FocusEvent<HTMLSelectElement>) => props.onBlur(id, decode(event.target.value))}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => props.onFocus(id, decode(event.target.value))}
    >
      <option value="">{placeholder || text.placeholder}</option>
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={enumOptionValueEncoder(option.value, index, format)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
