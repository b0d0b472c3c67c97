import {
  enumOptionValueEncoder,
  enumOptionsIsSelected,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { errorAria } from './error-aria';
import { useGroupFocus } from './use-group-focus';

/** The widget renders its own <fieldset> and <legend>, so the field template must not render a label. */
export const widgetMeta = { ownsLabel: true };

/** `ui:options.hints`: hint text per option, keyed by the option's value as a string ("true", "false", "burial"). */
type Hints = Record<string, string>;

function readHints(hints: unknown): Hints {
  return hints && typeof hints === 'object' ? (hints as Hints) : {};
}

/**
 * A question answered by one of a few large radio options (GOV.UK radios), inside a fieldset whose legend is the
 * field's label. Works for string enums and for boolean `oneOf` consts. The first radio has the field's id, so the
 * error summary focuses it. ui:options: `hints` (per-option hint map), `inline` (options side by side).
 */
export default function RadioQuestionWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, options, disabled, readonly, autofocus, rawErrors, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const format = getOptionValueFormat(options);
  const hints = readHints(options.hints);
  const focus = useGroupFocus(id, value, props.onBlur, props.onFocus);
  const { 'aria-invalid': invalid } = errorAria(id, rawErrors);

  return (
    <fieldset
      className="ww-fieldset"
      aria-describedby={groupDescribedBy(id, props.uiSchema, rawErrors)}
      onBlur={focus.onBlur}
      onFocus={focus.onFocus}
    >
      {label && <legend className={hideLabel ? 'ww-visually-hidden' : 'ww-legend'}>{label}</legend>}
      <GroupHintAndError id={id} uiSchema={props.uiSchema} rawErrors={rawErrors} />
      <div className={options.inline ? 'ww-radios ww-radios--inline' : 'ww-radios'}>
        {enumOptions.map((option, index) => {
          const inputId = index === 0 ? id : optionId(id, index);
          const hint = hints[String(option.value)];
          const optionHintId = `${inputId}-hint`;
          return (
            <div className="ww-radios__item" key={String(option.value)}>
              <input
                className="ww-radios__input"
                type="radio"
                id={inputId}
                name={htmlName || id}
                value={enumOptionValueEncoder(option.value, index, format)}
                checked={enumOptionsIsSelected(option.value, value)}
                disabled={disabled || readonly}
                autoFocus={autofocus && index === 0}
                aria-invalid={invalid}
                aria-describedby={hint ? optionHintId : undefined}
                onChange={() => onChange(option.value)}
              />
              <label className="ww-radios__label" htmlFor={inputId}>
                {option.label}
              </label>
              {hint && (
                <div className="ww-hint ww-radios__hint" id={optionHintId}>
                  {hint}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
