import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { withFoundItems, type FoundRecord } from '../../engine/will/found-items';
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
 * step that adds someone, opened over this one; whoever it saves is chosen (formContext `saved`). `editStep` gives each item an Edit link
 * opening that step with the item's `{uuid}`. `found` names a sibling field of records picked this visit and not
 * saved yet (the charity search's): they are listed among the items, ticked, and unticking one drops it, so the
 * user has one list. ui:options: `source`, `multiple`, `addStep`, `editStep`, `found`, and any key of
 * copy/widgets.json "choice" (`add`, `empty`, `edit`).
 */
export default function SourceChoiceWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, options, value, disabled, readonly, rawErrors, onChange } = props;
  const context = props.registry.formContext as WizardContext;
  const text = widgetCopy('choice', options);
  const foundField = typeof options.found === 'string' ? options.found : undefined;
  const foundAnswer = foundField ? context.answers?.[foundField] : undefined;
  const found: FoundRecord[] = Array.isArray(foundAnswer) ? foundAnswer : [];
  const sourced = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const { items, foundBy } = withFoundItems(sourced, found);
  const multiple = options.multiple === true;
  const chosen: string[] = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : [];
  const isChosen = (uuid: string) => chosen.includes(uuid) || Boolean(foundBy[uuid]);
  const focus = useGroupFocus(id, value, props.onBlur, props.onFocus);
  const { 'aria-invalid': invalid } = errorAria(id, rawErrors);
  const addStep = typeof options.addStep === 'string' ? options.addStep : undefined;
  const editStep = typeof options.editStep === 'string' ? options.editStep : undefined;
  // Back from the add step, which saved someone: they are chosen, once they are among the items. The page
  // says who (formContext `saved`), so it holds even when this widget was drawn afresh meanwhile (a reload).
  const saved = context.saved;
  const chosenSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!saved || !addStep || saved.stepId !== addStep || chosenSaved.current === saved.uuid) return;
    if (!items.some((item) => item.uuid === saved.uuid)) return;
    chosenSaved.current = saved.uuid;
    if (!chosen.includes(saved.uuid)) onChange(multiple ? [...chosen, saved.uuid] : saved.uuid);
  });

  const toggle = (uuid: string, on: boolean) => {
    // Unticking what was found this visit drops it from the found records: saving would choose it again.
    const dropped = on ? undefined : foundBy[uuid];
    if (foundField && dropped) context.patch({ [foundField]: found.filter((record) => !dropped.includes(record.uuid)) });
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
                checked={isChosen(item.uuid)}
                disabled={disabled || readonly}
                aria-invalid={invalid}
                onChange={(event) => toggle(item.uuid, event.target.checked)}
              />
              <label className="ww-choice__label" htmlFor={inputId}>
                {item.label}
              </label>
              {/* One found this visit is not in the will yet: there is nothing to edit until it is saved. */}
              {editStep && sourced.some((s) => s.uuid === item.uuid) && (
                <button type="button" className="link-button ww-choice__edit" onClick={() => context.openStep(editStep, { uuid: item.uuid })}>
                  {text.edit}
                  <span className="visually-hidden"> {item.label}</span>
                </button>
              )}
            </div>
          );
        })}
      </div>
      {addStep && (
        <button
          type="button"
          className="link-button ww-choice__add"
          onClick={() => context.openStep(addStep)}
        >
          {text.add}
        </button>
      )}
    </fieldset>
  );
}
