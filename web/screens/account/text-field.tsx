import { FieldError } from '../../ui/field-error';
import { useId } from 'react';

/** A labelled input with its hint and error, for the account page's small forms (errors linked for screen readers). */
export function TextField(props: {
  label: string;
  /** The input's id (for an error summary's links); a generated one otherwise. */
  id?: string;
  type: 'email' | 'password' | 'text';
  /** For codes typed on a phone: 'numeric' brings up the number pad. */
  inputMode?: 'numeric' | 'text';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
  error?: string;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{props.error}</FieldError>
      <input
        id={id}
        className={props.error ? 'input input--error' : 'input'}
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
