import { useState, type FormEvent } from 'react';
import { changeEmail } from '../../api/account-api';
import { interpolate } from '../../../engine/steps/interpolate';
import { TextField } from './text-field';
import copy from '../../../schemas/copy/account.json';
import { BusyButton } from '../../ui/busy-button';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Change email (better-auth's change-email): the change happens when the link sent to the new address is followed. */
export function ChangeEmailForm({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const problem = !typed ? copy.changeEmail.required : !EMAIL.test(typed) ? copy.changeEmail.format : typed.toLowerCase() === current.toLowerCase() ? copy.changeEmail.same : undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await changeEmail(typed);
      setSentTo(typed);
      setEmail('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="account__section" aria-labelledby="account-change-email">
      <h2 id="account-change-email">{copy.changeEmail.heading}</h2>
      <form className="fields" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={copy.changeEmail.label} type="email" autoComplete="email" hint={copy.changeEmail.hint} value={email} onChange={setEmail} error={error} />
        <p role="status" className="account__status">
          {sentTo && interpolate(copy.changeEmail.sent, { email: sentTo })}
        </p>
        <div>
          <BusyButton type="submit" className="button" busy={saving}>
            {saving ? copy.changeEmail.saving : copy.changeEmail.submit}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
