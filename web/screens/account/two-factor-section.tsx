import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { disableTwoFactor, generateBackupCodes } from '../../api/two-factor-api';
import { PasswordConfirmForm } from './password-confirm-form';
import copy from '../../../schemas/copy/two-factor.json';
import '../two-factor/two-factor.css';

type Open = 'none' | 'codes' | 'off';

/**
 * The account page's two-step sign-in: whether it is on, and the way to set it up when it is not. With it
 * on, new backup codes (the password asked; shown once; the old ones stop working) and, for a will writer, turning it
 * off (the password asked). A reviewer must keep it, and is told so instead. `onTurnedOff` reads the session again.
 */
export function TwoFactorSection({ enabled, reviewer, onTurnedOff }: { enabled: boolean; reviewer: boolean; onTurnedOff: () => Promise<unknown> }) {
  const [open, setOpen] = useState<Open>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  // The new codes' heading takes the focus from the form that made them (which is gone), so they are read next.
  const codesHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (codes) codesHeading.current?.focus();
  }, [codes]);
  const makeCodes = async (password: string) => {
    setCodes((await generateBackupCodes(password)).backupCodes);
    setOpen('none');
  };
  const turnOff = async (password: string) => {
    await disableTwoFactor(password);
    setCodes(null);
    setOpen('none');
    await onTurnedOff();
  };
  return (
    <section className="account__section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{copy.account.heading}</h2>
      <p role="status">{enabled ? copy.account.on : copy.account.off}</p>
      {!enabled && (
        <p>
          <Link className="button button--secondary" to="/will/two-factor?redirect=/will/account">
            {copy.account.turnOn}
          </Link>
        </p>
      )}
      {enabled && reviewer && <p>{copy.account.reviewerKeeps}</p>}
      {enabled && codes && (
        <div className="account__codes">
          <h3 ref={codesHeading} tabIndex={-1}>
            {copy.account.newCodesHeading}
          </h3>
          <p>{copy.account.newCodesShown}</p>
          <ul className="two-factor__codes" data-testid="backup-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled && open === 'codes' && <PasswordConfirmForm intro={copy.account.newCodesIntro} submit={copy.account.newCodes} action={makeCodes} onCancel={() => setOpen('none')} />}
      {enabled && open === 'off' && <PasswordConfirmForm intro={copy.account.turnOffIntro} submit={copy.account.turnOff} danger action={turnOff} onCancel={() => setOpen('none')} />}
      {enabled && open === 'none' && (
        <div className="account__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen('codes')}>
            {copy.account.newCodes}
          </button>
          {!reviewer && (
            <button type="button" className="button button--secondary" onClick={() => setOpen('off')}>
              {copy.account.turnOff}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
