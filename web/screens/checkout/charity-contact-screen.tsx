import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fetchCheckoutStatus, sendCharityConsent, type CheckoutStatus } from '../../api/checkout-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { CheckoutErrorPage } from './checkout-error-page';
import { CHECKOUT_COMPLETE_ROUTE } from './checkout-routes';
import copy from '../../../schemas/copy/checkout.json';
import './checkout.css';
import { BusyButton } from '../../ui/busy-button';

/**
 * /will/checkout-charity-contact (SPEC 2.14, 4.3): asks whether the charity the user came through, which their
 * will remembers, may be told of the gift. Yes records consent, 'Not right now' skips; both go on to the complete
 * page with the paid order. With no such charity it goes straight there.
 */
export default function CharityContactScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState<CheckoutStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    let live = true;
    fetchCheckoutStatus().then(
      (loaded) => live && setStatus(loaded),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, []);
  const charity = status?.charity?.name ?? '';
  useDocumentTitle(status?.charity ? interpolate(copy.charityContact.title, { charity }) : null);

  const toComplete = () => navigate(CHECKOUT_COMPLETE_ROUTE, { state: location.state });
  const consent = async () => {
    setSending(true);
    try {
      await sendCharityConsent(true);
      toComplete();
    } catch (failure) {
      toast('error', (failure as Error).message);
      setSending(false);
    }
  };

  if (error) return <CheckoutErrorPage message={error} />;
  if (!status) return <Loading />;
  if (!status.charity) return <Navigate to={CHECKOUT_COMPLETE_ROUTE} replace state={location.state} />;
  return (
    <div className="onboarding-card charity-contact">
      <h1>{interpolate(copy.charityContact.title, { charity })}</h1>
      <p>{interpolate(copy.charityContact.text, { charity })}</p>
      <h2 className="charity-contact__shared-title">{interpolate(copy.charityContact.sharedTitle, { charity })}</h2>
      <ul className="charity-contact__shared">
        {copy.charityContact.shared.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{interpolate(copy.charityContact.notShared, { charity })}</p>
      <div className="charity-contact__actions">
        <BusyButton type="button" className="button" busy={sending} onClick={() => void consent()}>
          {sending ? copy.charityContact.sending : copy.charityContact.yes}
        </BusyButton>
        <BusyButton type="button" className="button button--secondary" busy={sending} onClick={toComplete}>
          {copy.charityContact.no}
        </BusyButton>
      </div>
    </div>
  );
}
