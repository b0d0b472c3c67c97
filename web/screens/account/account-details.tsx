import type { SessionUser } from '../../api/auth-api';
import { ResendVerification } from '../../session/resend-verification';
import copy from '../../../schemas/copy/account.json';

/** Name and address, and whether the address is confirmed (with a new link to confirm it if not). */
export function AccountDetails({ user }: { user: SessionUser }) {
  return (
    <section className="account__section" aria-labelledby="account-details">
      <h2 id="account-details">{copy.details.heading}</h2>
      <dl className="account__details">
        <dt>{copy.details.name}</dt>
        <dd>{user.name}</dd>
        <dt>{copy.details.email}</dt>
        <dd>
          {user.email}
          <span className={user.emailVerified ? 'account__tag' : 'account__tag account__tag--warning'}>{user.emailVerified ? copy.details.verified : copy.details.unverified}</span>
        </dd>
      </dl>
      {!user.emailVerified && <ResendVerification email={user.email} returnTo="/will/account" />}
    </section>
  );
}
