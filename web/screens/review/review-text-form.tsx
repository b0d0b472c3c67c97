import { FieldError } from '../../ui/field-error';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { BusyButton } from '../../ui/busy-button';
import { useToast } from '../../ui/toast';

type Props = {
  id: string;
  label: string;
  hint?: string;
  button: string;
  /** The body field the server names in a 422 for this text. */
  field: string;
  maxLength: number;
  secondary?: boolean;
  /** Sends the text; resolves once done (the form then empties), rejects with the server's answer. */
  onSubmit: (text: string) => Promise<void>;
};

/** One labelled text box and its button, for the console's notes and reasons: the server's 422 shown at the box. */
export function ReviewTextForm({ id, label, hint, button, field, maxLength, secondary, onSubmit }: Props) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(text);
      setText('');
      setError(null);
    } catch (failure) {
      const fields = failure instanceof ApiError && failure.status === 422 ? failure.body.fields : undefined;
      if (fields?.[field]?.length) setError(fields[field]!.join(' '));
      else toast('error', (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form className="review__text-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <textarea id={id} className="input review__message" rows={3} maxLength={maxLength} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={described} aria-invalid={error ? true : undefined} />
      </div>
      <BusyButton type="submit" className={secondary ? 'button button--secondary' : 'button'} busy={busy}>
        {button}
      </BusyButton>
    </form>
  );
}
