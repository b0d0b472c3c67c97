import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { GroupHintAndError, groupDescribedBy } from '../../widgets/group-hint-and-error';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/wizard.json';

/** `ui:options` of a list: its button texts, from the step file (defaults in schemas/copy/wizard.json). */
function listLabels(options: Record<string, unknown> | undefined): { add: string; remove: string } {
  return {
    add: typeof options?.addLabel === 'string' ? options.addLabel : copy.list.add,
    remove: typeof options?.removeLabel === 'string' ? options.removeLabel : copy.list.remove,
  };
}

/**
 * A list of answers (funeral wishes): a fieldset whose legend is the list's title, its hint and error, one
 * numbered item each with its own Remove button, and an Add button. Each item's field draws its own label and
 * error, so an error inside the list shows at its item.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, uiSchema, rawErrors, fieldPathId, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const labels = listLabels(uiSchema?.['ui:options']);
  return (
    <fieldset id={id} className="ww-fieldset field-list" aria-describedby={groupDescribedBy(id, uiSchema, rawErrors)} tabIndex={-1}>
      {title && <legend className="ww-legend">{title}</legend>}
      <GroupHintAndError id={id} uiSchema={uiSchema} rawErrors={rawErrors} />
      {items.length > 0 && <ol className="field-list__items">{items}</ol>}
      {canAdd && !disabled && !readonly && (
        <button type="button" className="button button--secondary field-list__add" onClick={onAddClick}>
          {labels.add}
        </button>
      )}
    </fieldset>
  );
}

/** One item of a list: its field, then Remove (named for the item, so a screen reader hears which one goes). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, parentUiSchema, schema } = props;
  const labels = listLabels(parentUiSchema?.['ui:options']);
  const item = interpolate(copy.list.item, { title: schema.title ?? '', index: index + 1 });
  return (
    <li className="field-list__item">
      {children}
      {buttonsProps.hasRemove && (
        <button type="button" className="link-button field-list__remove" onClick={buttonsProps.onRemoveItem} disabled={buttonsProps.disabled || buttonsProps.readonly}>
          {labels.remove}{' '}
          <span className="visually-hidden">{item}</span>
        </button>
      )}
    </li>
  );
}
