import type { WidgetProps } from '@rjsf/utils';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { errorAria } from './error-aria';
import { useGroupFocus } from './use-group-focus';
import { widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

/** The widget renders its own <fieldset> and <legend>, so the field template must not render a label. */
export const widgetMeta = { ownsLabel: true };

/**
 * A choice among items of a named engine source (the user's people, their dependants), as checkboxes when
 * `multiple` (the value is a list of uuids) or radios (the value is one uuid). `addStep` offers a link to the
 * step that adds someone, opened over this one. ui:options: `source`, `multiple`, `addStep`, and any key of
 * copy/widgets.json "choice" (`add`, `empty`).
 */
export default function SourceChoiceWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, options, value, disabled, readonly, rawErrors, onChange } = props;
  const context = props.registry.formContext as WizardContext;
  const text = widgetCopy('choice', options);
  const items = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const multiple = options.multiple === true;
  const chosen: string[] = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : [];
  const focus = useGroupFocus(id, value, props.onBlur, props.onFocus);
  const { 'aria-invalid': invalid } = errorAria(id, rawErrors);
  const addStep = typeof options.addStep === 'string' ? options.addStep : undefined;

  const toggle = (uuid: string, on: boolean) => {
    if (!multiple) return onChange(uuid);
    onChange(on ? [...chosen, uuid] : chosen.filter((c) => c !== uuid));
  };

  return (
    <fieldset className="ww-fieldset" aria-describedby={groupDescribedBy(id, props.uiSchema, rawErrors)} onBlur={focus.onBlur} onFocus={focus.onFocus}>
      <legend className={hideLabel ? 'visually-hidden' : 'ww-legend'}>{label}</legend>
      <GroupHintAndError id={id} uiSchema={props.uiSchema} rawErrors={rawErrors} />
      {items.length === 0 && <p className="ww-choice__empty">{text.empty}</p>}
      <div className="ww-choices">
        {items.map((item, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={item.uuid} className="ww-choice">
              <input
                id={inputId}
                className="ww-choice__input"
                type={multiple ? 'checkbox' : 'radio'}
                name={htmlName || id}
                value={item.uuid}
                checked={chosen.includes(item.uuid)}
                disabled={disabled || readonly}
                aria-invalid={invalid}
                onChange={(event) => toggle(item.uuid, event.target.checked)}
              />
              <label className="ww-choice__label" htmlFor={inputId}>
                {item.label}
              </label>
            </div>
          );
        })}
      </div>
      {addStep && (
        <button type="button" className="link-button ww-choice__add" onClick={() => context.openStep(addStep)}>
          {text.add}
        </button>
      )}
    </fieldset>
  );
}
