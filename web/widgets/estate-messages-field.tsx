import './estate-widgets.css';
import type { FieldProps } from '@rjsf/utils';
import { fillCopy, widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

/**
 * ui:field `estateMessages` (SPEC 2.10): an optional message per beneficiary, each in its own section of an
 * accordion (<details>, open when it holds a message). The value is the `estate.messages` view: message by uuid.
 */
export default function EstateMessagesField(props: FieldProps<Record<string, string>>) {
  const { fieldPathId, onChange, uiSchema } = props;
  const id = fieldPathId.$id;
  const context = props.registry.formContext as WizardContext;
  const text = widgetCopy('estateMessages', (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>);
  const value = props.formData ?? {};
  const shares = context.sourceItems('estate.shares');
  return (
    <div className="accordion estate-messages">
      {shares.map((share, n) => {
        const inputId = n === 0 ? id : `${id}-${n}`;
        return (
          <details key={share.uuid} className="accordion__section" open={Boolean(value[share.uuid]) || undefined}>
            <summary className="accordion__summary">{share.label}</summary>
            <div className="field">
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
          </details>
        );
      })}
    </div>
  );
}
