import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EXPORT_URL } from '../../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import copy from '../../../schemas/copy/account.json';

/**
 * 'Download my data' (a ZIP from the server) and 'Delete my account', which opens the confirmation asking for the
 * password (delete-account-dialog.tsx).
 */
export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
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
        <p>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {copy.delete.submit}
          </button>
        </p>
      </section>
      {confirming && <DeleteAccountDialog onDeleted={onDeleted} onCancel={() => setConfirming(false)} />}
    </>
  );
}
