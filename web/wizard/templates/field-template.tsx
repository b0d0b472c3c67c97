import { FieldError } from '../../ui/field-error';
import type { FieldTemplateProps } from '@rjsf/utils';
import { ownsLabel } from '../../widgets/registry';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/wizard.json';

/** A list drawn by the array template (not by a widget such as a multi-select), which draws its own legend. */
function isList(props: FieldTemplateProps): boolean {
  return props.schema.type === 'array' && props.uiSchema?.['ui:widget'] === undefined;
}

/** An item of a list is labelled with its number ("Wish 2"), so each of several inputs has a distinct name. */
function labelOf({ label, fieldPathId }: FieldTemplateProps): string {
  const last = fieldPathId.path.at(-1);
  return typeof last === 'number' ? interpolate(copy.list.item, { title: label, index: last + 1 }) : label;
}

/**
 * One field: label, hint, inline error, then the widget (GOV.UK order). Grouped widgets (fieldset and legend)
 * and lists draw their own label, hint and error.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, required, rawErrors, rawHelp, children, hidden, displayLabel, uiSchema, fieldPathId } = props;
  if (hidden) return <div className="field--hidden">{children}</div>;
  if (fieldPathId.path.length === 0) return children;
  const widget = uiSchema?.['ui:widget'];
  const error = rawErrors?.[0];
  if ((typeof widget === 'string' && ownsLabel[widget]) || isList(props)) return <div className={error ? 'field field--error' : 'field'}>{children}</div>;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {displayLabel && (
        <label htmlFor={id} className="field__label">
          {labelOf(props)}
          {!required && !uiSchema?.['ui:options']?.filled && <span className="field__optional"> {copy.optional}</span>}
        </label>
      )}
      {rawHelp && (
        <p id={`${id}-hint`} className="field__hint">
          {rawHelp}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {children}
    </div>
  );
}
