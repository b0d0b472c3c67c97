import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { changePassword } from '../../api/account-api';
import { TextField } from './text-field';
import copy from '../../../schemas/copy/account.json';
import { BusyButton } from '../../ui/busy-button';

type Errors = { current?: string; next?: string };

/** Change password (better-auth's change-password): needs the current one, and signs out the other devices. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found: Errors = { current: current ? undefined : copy.changePassword.currentRequired, next: next.length >= 8 ? undefined : copy.changePassword.newTooShort };
    setErrors(found);
    if (found.current || found.next) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setDone(true);
      onChanged();
    } catch (failure) {
      const wrong = failure instanceof ApiError && failure.body.code === 'INVALID_PASSWORD';
      setErrors(wrong ? { current: copy.changePassword.currentWrong } : { next: (failure as Error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="account__section" aria-labelledby="account-change-password">
      <h2 id="account-change-password">{copy.changePassword.heading}</h2>
      <form className="fields" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={copy.changePassword.current} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} />
        <TextField label={copy.changePassword.new} type="password" autoComplete="new-password" hint={copy.changePassword.hint} value={next} onChange={setNext} error={errors.next} />
        <p role="status" className="account__status">
          {done && copy.changePassword.done}
        </p>
        <div>
          <BusyButton type="submit" className="button" busy={saving}>
            {saving ? copy.changePassword.saving : copy.changePassword.submit}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
