import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { deleteAccount } from '../../api/account-api';
import { Dialog } from '../../ui/dialog';
import { BusyButton } from '../../ui/busy-button';
import { TextField } from './text-field';
import copy from '../../../schemas/copy/account.json';

/**
 * 'Delete your account?': the warning, the password and the two buttons in one dialog. A refusal (wrong password, a
 * paid will in review) is shown at the password, in the dialog, which takes the focus again.
 */
export function DeleteAccountDialog({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const refocus = () => setTimeout(() => form.current?.querySelector('input')?.focus());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setError(copy.delete.passwordRequired);
      return refocus();
    }
    setDeleting(true);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.body.fields : undefined;
      setError(fields?.password?.[0] ?? (failure as Error).message);
      setDeleting(false);
      refocus();
    }
  };
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onCancel} className="dialog--confirm">
      <h2 id={titleId} className="dialog__title">
        {copy.delete.confirmTitle}
      </h2>
      <p id={textId}>{copy.delete.confirmText}</p>
      <form ref={form} className="fields" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={copy.delete.password} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={error} />
        <div className="step__actions">
          <BusyButton type="submit" className="button button--danger" busy={deleting}>
            {deleting ? copy.delete.saving : copy.delete.confirm}
          </BusyButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {copy.delete.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
