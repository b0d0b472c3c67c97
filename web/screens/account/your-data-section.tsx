import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { deleteAccount, EXPORT_URL } from '../../api/account-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from './text-field';
import copy from '../../../schemas/copy/account.json';
import { BusyButton } from '../../ui/busy-button';

/**
 * 'Download my data' (a ZIP from the server) and 'Delete my account' (the password again, then a confirmation).
 * A refusal (wrong password, a paid will in review) is shown at the password with the server's reason.
 */
export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Each refusal takes the focus to the password and its message (the dialog that had it is gone, and the button
  // it would go back to is disabled while deleting).
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector('input')?.focus();
  }, [refusals]);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setError(password ? undefined : copy.delete.passwordRequired);
    if (password) setConfirming(true);
    else setRefusals((count) => count + 1);
  };
  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.body.fields : undefined;
      setError(fields?.password?.[0] ?? (failure as Error).message);
      setDeleting(false);
      setRefusals((count) => count + 1);
    }
  };
  return (
    <>
      <section className="account__section" aria-labelledby="account-data">
        <h2 id="account-data">{copy.data.heading}</h2>
        <p>{copy.data.intro}</p>
        <p className="field__hint">{copy.data.downloadHint}</p>
        <p>
          <a className="button button--secondary" href={EXPORT_URL} download>
            {copy.data.download}
          </a>
        </p>
        <p>
          <Link to="/will/privacy">{copy.data.privacyLink}</Link>
        </p>
      </section>
      <section className="account__section account__section--danger" aria-labelledby="account-delete">
        <h2 id="account-delete">{copy.delete.heading}</h2>
        <p>{copy.delete.intro}</p>
        <form ref={form} className="fields" noValidate onSubmit={ask}>
          <TextField label={copy.delete.password} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={error} />
          <div>
            <BusyButton type="submit" className="button button--danger" busy={deleting}>
              {deleting ? copy.delete.saving : copy.delete.submit}
            </BusyButton>
          </div>
        </form>
      </section>
      {confirming && (
        <ConfirmDialog
          title={copy.delete.confirmTitle}
          text={copy.delete.confirmText}
          confirmLabel={copy.delete.confirm}
          cancelLabel={copy.delete.cancel}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
