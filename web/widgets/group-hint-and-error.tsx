import { FieldError } from '../ui/field-error';
import type { UiSchema } from '@rjsf/utils';
import { errorMessageId } from './error-aria';

/** The hint id of a grouped widget (fieldset), drawn under its legend. */
export function hintId(id: string): string {
  return `${id}-hint`;
}

/** What a grouped widget's fieldset is described by: its hint, then its error. */
export function groupDescribedBy(id: string, uiSchema: UiSchema | undefined, rawErrors: string[] | undefined): string | undefined {
  const ids = [uiSchema?.['ui:help'] ? hintId(id) : null, rawErrors?.length ? errorMessageId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * The hint and first error of a grouped widget, drawn inside its fieldset after the legend (GOV.UK order), since
 * the field template leaves grouped widgets to draw their own label, hint and error.
 */
export function GroupHintAndError({ id, uiSchema, rawErrors }: { id: string; uiSchema?: UiSchema; rawErrors?: string[] }) {
  const help = uiSchema?.['ui:help'];
  const error = rawErrors?.[0];
  return (
    <>
      {typeof help === 'string' && (
        <p id={hintId(id)} className="field__hint">
          {help}
        </p>
      )}
      <FieldError id={errorMessageId(id)}>{error}</FieldError>
    </>
  );
}
