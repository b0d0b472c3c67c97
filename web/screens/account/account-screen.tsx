import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { REVIEWER_ROLE } from '../../session/reviewer-role';
import { useDocumentTitle } from '../../ui/document-title';
import { useToast } from '../../ui/toast';
import { Loading } from '../../ui/loading';
import { AccountDetails } from './account-details';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DevicesSection } from './devices-section';
import { TwoFactorSection } from './two-factor-section';
import { YourDataSection } from './your-data-section';
import { CheckInsSection } from './check-ins-section';
import copy from '../../../schemas/copy/account.json';
import './account.css';

/** /will/account: details, change email and password, signed-in devices, download or delete the data. */
export default function AccountScreen() {
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [devicesKey, setDevicesKey] = useState(0);
  useDocumentTitle(copy.title);
  if (!user) return <Loading />;
  // Leave the signed-in page first (as the header's sign-out does): were the session cleared on it, it would send
  // the user to register.
  const leave = async (message?: string) => {
    await navigate('/will/sign-in', { state: { signingOut: true } });
    await refresh();
    if (message) toast('success', message);
  };
  return (
    <div className="page account">
      <h1>{copy.title}</h1>
      <AccountDetails user={user} />
      <ChangeEmailForm current={user.email} />
      <ChangePasswordForm onChanged={() => setDevicesKey((key) => key + 1)} />
      <TwoFactorSection enabled={user.twoFactorEnabled === true} reviewer={user.role === REVIEWER_ROLE} onTurnedOff={refresh} />
      <CheckInsSection />
      <DevicesSection refreshKey={devicesKey} onSignedOut={() => void leave()} />
      <YourDataSection onDeleted={() => void leave(copy.delete.done)} />
    </div>
  );
}
