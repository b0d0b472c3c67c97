import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { BusyButton } from '../../ui/busy-button';
import { TextField } from './text-field';
import copy from '../../../schemas/copy/two-factor.json';

/**
 * A change to two-step sign-in that asks for the password first (better-auth checks it): what it does, the password,
 * the button and Cancel. A wrong password is said beside the field; any other refusal (a reviewer turning it off) in
 * the server's words.
 */
export function PasswordConfirmForm(props: { intro: string; submit: string; danger?: boolean; action: (password: string) => Promise<void>; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(copy.errors.wrongPassword);
    setBusy(true);
    try {
      await props.action(password);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.body.code === 'INVALID_PASSWORD' ? copy.errors.wrongPassword : (failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <form ref={form} className="fields" noValidate onSubmit={(event) => void submit(event)}>
      <p>{props.intro}</p>
      <TextField label={copy.account.passwordLabel} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={error} />
      <div className="account__actions">
        <BusyButton type="submit" className={props.danger ? 'button button--danger' : 'button'} busy={busy}>
          {props.submit}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {copy.account.cancel}
        </button>
      </div>
    </form>
  );
}
