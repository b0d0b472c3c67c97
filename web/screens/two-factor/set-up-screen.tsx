import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { enableTwoFactor, secretOf, verifyTotp } from '../../api/two-factor-api';
import { useSession } from '../../session/session-context';
import { useDocumentTitle } from '../../ui/document-title';
import { BusyButton } from '../../ui/busy-button';
import { Loading } from '../../ui/loading';
import { TextField } from '../account/text-field';
import { safeRedirect } from '../../wizard/safe-redirect';
import { isTotpCode } from './code-format';
import { QrCode } from './qr-code';
import copy from '../../../schemas/copy/two-factor.json';
import '../account/account.css';
import './two-factor.css';

type Enrolment = { totpURI: string; backupCodes: string[] };

/**
 * /will/two-factor: turning on the second factor. The password first (better-auth's enable), then the
 * app scans the QR code or is given the key by hand, and its first code turns the factor on (verify-totp, which
 * signs this device in afresh and the others out). The backup codes are shown once, then. Reviewers are sent here
 * by the console; writers come from their account page. `redirect` is where Continue leads.
 */
export default function TwoFactorSetUpScreen() {
  const { user, refresh } = useSession();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [done, setDone] = useState(false);
  useDocumentTitle(copy.setUp.title);
  if (!user) return <Loading />;
  const next = safeRedirect(params.get('redirect'), user.role === 'reviewer' ? '/review' : '/will/account');

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(copy.errors.wrongPassword);
    setBusy(true);
    try {
      setEnrolment(await enableTwoFactor(password));
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.body.code === 'INVALID_PASSWORD' ? copy.errors.wrongPassword : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!isTotpCode(typed)) return setError(copy.errors.badCode);
    setBusy(true);
    try {
      await verifyTotp(typed);
      setError(undefined);
      setDone(true);
      await refresh();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 401 ? copy.errors.wrongCode : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (done && enrolment) {
    return (
      <div className="page page--narrow">
        <h1>{copy.setUp.title}</h1>
        <p role="status">{copy.setUp.done}</p>
        <h2 className="two-factor__step-heading">{copy.setUp.backupHeading}</h2>
        <p>{copy.setUp.backupIntro}</p>
        <ul className="two-factor__codes" data-testid="backup-codes">
          {enrolment.backupCodes.map((backup) => (
            <li key={backup}>{backup}</li>
          ))}
        </ul>
        <p className="step__actions">
          <Link className="button" to={next}>
            {copy.setUp.continue}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{copy.setUp.title}</h1>
      <p>{user.role === 'reviewer' ? copy.setUp.reviewerIntro : copy.setUp.writerIntro}</p>
      {!enrolment ? (
        <form className="fields" noValidate onSubmit={(event) => void start(event)}>
          <TextField label={copy.setUp.passwordLabel} hint={copy.setUp.passwordHint} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={error} />
          <div>
            <BusyButton type="submit" className="button" busy={busy}>
              {copy.setUp.start}
            </BusyButton>
          </div>
        </form>
      ) : (
        <form className="fields" noValidate onSubmit={(event) => void confirm(event)}>
          <h2 className="two-factor__step-heading">{copy.setUp.scanHeading}</h2>
          <QrCode text={enrolment.totpURI} alt={copy.setUp.qrAlt} />
          <h2 className="two-factor__step-heading">{copy.setUp.manualHeading}</h2>
          <p className="two-factor__secret" data-testid="two-factor-secret">
            {secretOf(enrolment.totpURI)}
          </p>
          <p className="field__hint">{copy.setUp.manualHint}</p>
          <TextField label={copy.setUp.codeLabel} type="text" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} />
          <div>
            <BusyButton type="submit" className="button" busy={busy}>
              {copy.setUp.confirm}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}
