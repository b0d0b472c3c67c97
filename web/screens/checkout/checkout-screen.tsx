import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { AlreadyPaid } from './already-paid';
import { CheckoutErrorPage } from './checkout-error-page';
import { CheckoutPage } from './checkout-page';
import { NotReady } from './not-ready';
import { CHARITY_CONTACT_ROUTE, CHECKOUT_COMPLETE_ROUTE, DASHBOARD_ROUTE } from './checkout-routes';
import { previousPath } from './previous-path';
import { useCheckoutData } from './use-checkout-data';
import { useWill } from '../../will/will-context';
import { subscriptionActive, type SubscriptionState } from '../../../engine/will/resubmission';
import copy from '../../../schemas/copy/checkout.json';
import './checkout.css';

/**
 * /will/checkout (SPEC 2.14): a spinner while the cart and status load, the error page when they cannot, and the
 * checkout itself, unless the will is paid for with nothing left to pay (a user who paid comes back) or may not be
 * submitted yet (then the step to finish first, as the server refuses payment). Entering
 * from the pages after payment (the browser's Back) goes to My Will (SPEC 2.2).
 */
export default function CheckoutScreen() {
  const [fromFinished] = useState(() => [CHECKOUT_COMPLETE_ROUTE, CHARITY_CONTACT_ROUTE].includes(previousPath() ?? ''));
  return fromFinished ? <Navigate to={DASHBOARD_ROUTE} replace /> : <Checkout />;
}

function Checkout() {
  const { data, error, setCart } = useCheckoutData();
  const { state, loadError } = useWill();
  const failure = error ?? loadError;
  useDocumentTitle(failure ? null : copy.title);
  if (failure) return <CheckoutErrorPage message={failure} />;
  if (!data || !state) return <Loading />;
  // As the server judges it: paid, with the update subscription active, resubmitting is free: nothing to pay for.
  if (data.status.paid && subscriptionActive(state.subscription as SubscriptionState, new Date().toISOString())) return <AlreadyPaid />;
  // Paying submits the will: one that may not be submitted yet gets the step to finish instead of the card form.
  if (data.status.next_step) return <NotReady next={data.status.next_step} />;
  return <CheckoutPage data={data} setCart={setCart} />;
}
