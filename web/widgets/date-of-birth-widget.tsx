import type { WidgetProps } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { joinDateParts, splitIsoDate, type DateParts } from '../../engine/will/about-you/date-validity';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { errorAria } from './error-aria';
import { useGroupFocus } from './use-group-focus';
import { widgetCopy } from './widget-copy';

/** The widget renders its own <fieldset> and <legend>, so the field template must not render a label. */
export const widgetMeta = { ownsLabel: true };

const PARTS = [
  { key: 'day', width: 2, autocomplete: 'bday-day' },
  { key: 'month', width: 2, autocomplete: 'bday-month' },
  { key: 'year', width: 4, autocomplete: 'bday-year' },
] as const;

function partId(id: string, key: keyof DateParts): string {
  // The day input carries the field's own id, so the error summary link focuses it.
  return key === 'day' ? id : `${id}-${key}`;
}

/**
 * Date of birth as Day / Month / Year inputs in a fieldset (GOV.UK date input). The value is 'YYYY-MM-DD' with day
 * and month zero-padded; incomplete or impossible input is still emitted ('1985-02-', '1985-02-30') so validation
 * refuses it rather than it being lost, and all-blank gives `ui:emptyValue` (undefined by default). What the user
 * typed is kept while they edit. ui:options: `day`, `month`, `year` (labels); `autocomplete: "off"` for a date that
 * is not the user's own birthday.
 */
export default function DateOfBirthWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, options, disabled, readonly, autofocus, required, rawErrors } = props;
  const text = widgetCopy('dateOfBirth', options);
  const incoming = typeof value === 'string' ? value : '';
  const [parts, setParts] = useState<DateParts>(() => splitIsoDate(incoming));
  const [lastIncoming, setLastIncoming] = useState(incoming);
  // Take a value set from outside (a reset, a server reload) but not the echo of what was typed.
  if (incoming !== lastIncoming) {
    setLastIncoming(incoming);
    if (incoming !== joinDateParts(parts)) setParts(splitIsoDate(incoming));
  }
  const focus = useGroupFocus(id, value, props.onBlur, props.onFocus);
  const aria = errorAria(id, rawErrors);
  const autocompleteOff = options.autocomplete === 'off';

  const change = (key: keyof DateParts) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [key]: event.target.value };
    setParts(next);
    const joined = joinDateParts(next);
    props.onChange(joined === '' ? options.emptyValue : joined);
  };

  return (
    <fieldset
      className="ww-fieldset"
      aria-describedby={groupDescribedBy(id, props.uiSchema, rawErrors)}
      onBlur={focus.onBlur}
      onFocus={focus.onFocus}
    >
      {label && <legend className={hideLabel ? 'ww-visually-hidden' : 'ww-legend'}>{label}</legend>}
      <GroupHintAndError id={id} uiSchema={props.uiSchema} rawErrors={rawErrors} />
      <div className="ww-date">
        {PARTS.map(({ key, width, autocomplete }, index) => (
          <div className="ww-date__item" key={key}>
            <label className="ww-label ww-date__label" htmlFor={partId(id, key)}>
              {text[key]}
            </label>
            <input
              className={`ww-input ww-input--width-${width}`}
              id={partId(id, key)}
              name={`${htmlName || id}-${key}`}
              type="text"
              inputMode="numeric"
              autoComplete={autocompleteOff ? 'off' : autocomplete}
              value={parts[key]}
              disabled={disabled}
              readOnly={readonly}
              autoFocus={autofocus && index === 0}
              aria-required={required || undefined}
              aria-invalid={aria['aria-invalid']}
              onChange={change(key)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
