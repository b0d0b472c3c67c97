import './estate-widgets.css';
import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { fillCopy, widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

/**
 * ui:field `estateMessages` (SPEC 2.10): an optional message per beneficiary (the items of `ui:options.source`), in an
 * accordion. Each beneficiary's section opens with a disclosure button ("Add a message for Emily Smith", "Edit the
 * message for …" once there is one; aria-expanded says whether it is open); a section holding a message starts open.
 * The value is the `estate.messages` view: message by uuid.
 */
export default function EstateMessagesField(props: FieldProps<Record<string, string>>) {
  const { fieldPathId, onChange, uiSchema } = props;
  const id = fieldPathId.$id;
  const context = props.registry.formContext as WizardContext;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const text = widgetCopy('estateMessages', options);
  const value = props.formData ?? {};
  const shares = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const [open, setOpen] = useState<Record<string, boolean>>(() => Object.fromEntries(shares.map((s) => [s.uuid, Boolean(value[s.uuid])])));
  return (
    <div className="accordion estate-messages">
      {shares.map((share, n) => {
        const inputId = n === 0 ? id : `${id}-${n}`;
        const panelId = `${inputId}-panel`;
        const expanded = open[share.uuid] === true;
        return (
          <div key={share.uuid} className="accordion__section">
            <button
              type="button"
              className="disclosure"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen((o) => ({ ...o, [share.uuid]: !expanded }))}
            >
              <span className="disclosure__chevron" aria-hidden="true" />
              {fillCopy(value[share.uuid] ? text.edit : text.add, { name: share.label })}
            </button>
            <div id={panelId} className="field accordion__panel" hidden={!expanded}>
              <label htmlFor={inputId} className="field__label">
                {fillCopy(text.message, { name: share.label })}
              </label>
              <textarea
                id={inputId}
                className="input textarea"
                rows={4}
                maxLength={5000}
                value={value[share.uuid] ?? ''}
                onChange={(e) => onChange({ ...value, [share.uuid]: e.target.value }, fieldPathId.path, undefined, id)}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
