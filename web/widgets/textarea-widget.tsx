import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { describedBy } from '../wizard/templates/base-input-template';

/** The field template renders this widget's <label>, hint and error. */
export const widgetMeta = { ownsLabel: false };

/**
 * A longer free-text answer (wishes, messages), described by its field's hint and error. `ui:placeholder` shows
 * text the answer defaults to when left empty (SPEC 5: wishes left as their placeholder are stored as null);
 * an emptied field gives `ui:emptyValue`. ui:options: `rows` (default 4).
 */
export default function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, autofocus, required, rawErrors, uiSchema } = props;
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : raw);
  const hasError = Boolean(rawErrors?.length);
  return (
    <textarea
      className="ww-textarea"
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), hasError)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(toValue(event.target.value))}
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => props.onBlur(id, toValue(event.target.value))}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => props.onFocus(id, toValue(event.target.value))}
    />
  );
}
