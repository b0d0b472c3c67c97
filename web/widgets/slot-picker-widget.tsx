import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { WizardContext } from './wizard-context';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { useGroupFocus } from './use-group-focus';
import './slot-picker-widget.css';

/** The widget draws its own two fieldsets (the day, then the time, whose legend is the field's label). */
export const widgetMeta = { ownsLabel: true };

/**
 * A time slot, chosen in two steps as large radio buttons: the day, then a time free that day. The slots are the
 * items of `ui:options.source` (an engine source: each item's `uuid` is the slot's instant, its `label` the time in
 * words, its `tag` its day, which the day's radio has as its value, and its `group` the day in words). `ui:options.legend` is the days' legend, `ui:options.empty` what is said for a
 * day with no time free. The value is the slot's instant. The first time has the field's id, so the error summary
 * focuses it; choosing another day clears the time.
 */
export default function SlotPickerWidget(props: WidgetProps) {
  const { id, value, label, options, disabled, readonly, rawErrors, onChange } = props;
  const context = props.registry.formContext as WizardContext;
  const slots = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const days = [...new Set(slots.map((slot) => slot.tag ?? ''))];
  const dayInWords = (d: string) => slots.find((slot) => slot.tag === d)?.group ?? d;
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay ?? slots.find((slot) => slot.uuid === value)?.tag ?? days[0] ?? null;
  const times = slots.filter((slot) => slot.tag === day);
  const focus = useGroupFocus(id, value, props.onBlur, props.onFocus);
  const invalid = rawErrors?.length ? true : undefined;
  const locked = disabled || readonly;
  return (
    <div onBlur={focus.onBlur} onFocus={focus.onFocus}>
      <fieldset className="ww-fieldset">
        {typeof options.legend === 'string' && <legend className="ww-legend">{options.legend}</legend>}
        <div className="ww-slot-days">
          {days.map((d, index) => (
            <div className="ww-slot" key={d}>
              <input
                className="ww-slot__input"
                type="radio"
                id={`${id}-day-${index}`}
                name={`${id}-day`}
                value={d}
                // The day narrows the times shown; it is not an answer (the first is chosen to start with).
                data-narrows=""
                checked={d === day}
                disabled={locked}
                onChange={() => {
                  setDay(d);
                  if (d !== day) onChange(undefined);
                }}
              />
              <label className="ww-slot__label" htmlFor={`${id}-day-${index}`}>
                {dayInWords(d)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="ww-fieldset" aria-describedby={groupDescribedBy(id, props.uiSchema, rawErrors)}>
        {label && <legend className="ww-legend">{label}</legend>}
        <GroupHintAndError id={id} uiSchema={props.uiSchema} rawErrors={rawErrors} />
        {day !== null && times.length === 0 && typeof options.empty === 'string' && <p>{options.empty}</p>}
        <div className="ww-slot-times">
          {times.map((slot, index) => {
            const inputId = index === 0 ? id : `${id}-${index}`;
            return (
              <div className="ww-slot" key={slot.uuid}>
                <input
                  className="ww-slot__input"
                  type="radio"
                  id={inputId}
                  name={id}
                  value={slot.uuid}
                  checked={slot.uuid === value}
                  disabled={locked}
                  aria-invalid={invalid}
                  onChange={() => onChange(slot.uuid)}
                />
                <label className="ww-slot__label" htmlFor={inputId}>
                  {slot.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
