import { Link } from 'react-router-dom';
import copy from '../../../schemas/copy/two-factor.json';

/** The account page's two-step sign-in (issue 27): whether it is on, and the way to set it up when it is not. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  return (
    <section className="account__section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{copy.account.heading}</h2>
      <p>{enabled ? copy.account.on : copy.account.off}</p>
      {!enabled && (
        <p>
          <Link className="button button--secondary" to="/will/two-factor?redirect=/will/account">
            {copy.account.turnOn}
          </Link>
        </p>
      )}
    </section>
  );
}
