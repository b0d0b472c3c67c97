import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { capitaliseWords } from '../../../engine/will/about-you/full-name';

/** Describes an input by its hint and error, as the field template draws them. */
export function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  return [hasHelp && `${id}-hint`, hasError && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/**
 * Text-like inputs. `ui:options.capitalise: "words"` capitalises each word on the first blur with text in
 * the field only, so a user who then corrects the case keeps their own (SPEC 5).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, required, disabled, readonly, autofocus, placeholder, options, rawErrors, uiSchema, onChange, onBlur, onFocus, onChangeOverride, htmlName, name } = props;
  const blurredOnce = useRef(false);
  const hasError = Boolean(rawErrors?.length);
  const inputType = (options.inputType as string | undefined) ?? type ?? 'text';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = event.target.value;
    // Leaving the field empty (Save pressed first, or a tab through it) does not count as the first blur.
    if (options.capitalise === 'words' && !blurredOnce.current && next.trim() !== '') {
      next = capitaliseWords(next);
      if (next !== event.target.value) onChange(next);
      blurredOnce.current = true;
    }
    onBlur(id, next);
  };
  return (
    <input
      id={id}
      name={htmlName ?? name}
      className={hasError ? 'input input--error' : 'input'}
      type={inputType}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? (options.autocomplete as string | undefined)}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), hasError)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={handleBlur}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
