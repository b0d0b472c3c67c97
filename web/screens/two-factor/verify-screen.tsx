import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { verifyBackupCode, verifyTotp } from '../../api/two-factor-api';
import { useSession } from '../../session/session-context';
import { useDocumentTitle } from '../../ui/document-title';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/busy-button';
import { TextField } from '../account/text-field';
import { afterSignIn } from '../../wizard/effects';
import { safeRedirect } from '../../wizard/safe-redirect';
import { backupCodeOf, isTotpCode } from './code-format';
import copy from '../../../schemas/copy/two-factor.json';
import '../account/account.css';
import './two-factor.css';

/**
 * /will/two-factor/verify: the second step of signing in to an account with the second factor on. The
 * password was right (better-auth holds the sign-in in a short-lived cookie); the app's code, or a backup code,
 * completes it, and the user goes where they were headed. After ten minutes better-auth forgets the pending sign-in
 * and the user signs in again.
 */
export default function TwoFactorVerifyScreen() {
  const { refresh } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(copy.verify.title);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = backup ? backupCodeOf(code) : code.replace(/\s/g, '');
    if (typed === null || (!backup && !isTotpCode(typed))) return setError(backup ? copy.errors.badBackupCode : copy.errors.badCode);
    setBusy(true);
    try {
      await (backup ? verifyBackupCode(typed) : verifyTotp(typed));
      const outcome = await afterSignIn({ search: params, refreshSession: refresh, toast });
      navigate(outcome.ok && outcome.to && 'route' in outcome.to ? outcome.to.route : safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      // better-auth answers 401 both for a wrong code and for a sign-in it no longer holds.
      const gone = failure instanceof ApiError && failure.body.code === 'INVALID_TWO_FACTOR_COOKIE';
      setExpired(gone);
      setError(gone ? undefined : failure instanceof ApiError && failure.status === 401 ? copy.errors.wrongCode : (failure as Error).message);
      setBusy(false);
    }
  };

  const signInAgain = `/will/sign-in?${new URLSearchParams({ redirect: safeRedirect(params.get('redirect')) })}`;
  return (
    <div className="page page--narrow">
      <h1>{copy.verify.title}</h1>
      {expired ? (
        <>
          <p role="alert">{copy.verify.expired}</p>
          <p>
            <Link className="button" to={signInAgain}>
              {copy.verify.signInAgain}
            </Link>
          </p>
        </>
      ) : (
        <form className="fields" noValidate onSubmit={(event) => void submit(event)}>
          {!backup && <p>{copy.verify.intro}</p>}
          <TextField
            key={backup ? 'backup' : 'app'}
            label={backup ? copy.verify.backupLabel : copy.verify.codeLabel}
            type="text"
            inputMode={backup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            error={error}
          />
          <div className="step__actions">
            <BusyButton type="submit" className="button" busy={busy}>
              {copy.verify.submit}
            </BusyButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setBackup(!backup);
                setCode('');
                setError(undefined);
              }}
            >
              {backup ? copy.verify.useApp : copy.verify.useBackup}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
