import type { FieldTemplateProps } from '@rjsf/utils';
import { ownsLabel } from '../../widgets/registry';

/**
 * One field: label, hint, inline error, then the widget (GOV.UK order). Grouped widgets (fieldset and legend)
 * draw their own label, hint and error.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawErrors, rawHelp, children, hidden, displayLabel, uiSchema, fieldPathId } = props;
  if (hidden) return <div className="field--hidden">{children}</div>;
  if (fieldPathId.path.length === 0) return children;
  const widget = uiSchema?.['ui:widget'];
  const error = rawErrors?.[0];
  if (typeof widget === 'string' && ownsLabel[widget]) return <div className={error ? 'field field--error' : 'field'}>{children}</div>;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {displayLabel && (
        <label htmlFor={id} className="field__label">
          {label}
          {!required && !uiSchema?.['ui:options']?.filled && <span className="field__optional"> (optional)</span>}
        </label>
      )}
      {rawHelp && (
        <p id={`${id}-hint`} className="field__hint">
          {rawHelp}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
