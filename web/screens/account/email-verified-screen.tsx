import { Link, useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { useSession } from '../../session/session-context';
import { useDocumentTitle } from '../../ui/document-title';
import copy from '../../../schemas/copy/account.json';

/**
 * /will/email-verified: where a followed verification link lands (server/auth/account-mail.ts). better-auth adds
 * `?error=` when the link was broken, expired or already used. Open to visitors: the link may be followed on a
 * device that is not signed in.
 */
export default function EmailVerifiedScreen() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const { user, refresh } = useSession();
  // The session read when the page opened may predate the confirmation.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const title = failed ? copy.verified.failedTitle : copy.verified.title;
  useDocumentTitle(title);
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <p>{failed ? copy.verified.failedText : copy.verified.text}</p>
      <p className="step__actions">
        <Link className="button" to="/will/dashboard">
          {copy.verified.continue}
        </Link>
        {user && (
          <Link className="button button--secondary" to="/will/account">
            {copy.verified.account}
          </Link>
        )}
      </p>
    </div>
  );
}
