import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cancelSubscription, loadSubscription, openBillingPortal, resumeSubscription, type SubscriptionView } from '../../api/subscription-api';
import { useDocumentTitle } from '../../ui/document-title';
import { Loading } from '../../ui/loading';
import { useToast } from '../../ui/toast';
import { longDate } from '../../ui/long-date';
import { interpolate } from '../../../engine/steps/interpolate';
import { formatPence } from '../../../engine/will/money';
import copy from '../../../schemas/copy/subscription.json';
import './billing.css';
import { BusyButton } from '../../ui/busy-button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

const DASHBOARD_ROUTE = '/will/dashboard';

/**
 * /will/billing-portal (SPEC 2.5, 7): a subscription renewed by the gateway opens the gateway's billing portal (Stripe);
 * otherwise this page shows the subscription (active until, cancelling on, or inactive; the next £10 payment) and
 * cancels it at the end of its period (once the user confirms) or resumes it.
 */
export default function BillingPortalScreen() {
  useDocumentTitle(copy.title);
  const toast = useToast();
  const [subscription, setSubscription] = useState<SubscriptionView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    loadSubscription(controller.signal)
      .then(async ({ subscription: loaded }) => {
        setSubscription(loaded);
        if (loaded.manage === 'portal') window.location.assign((await openBillingPortal()).url);
      })
      .catch((error: Error) => !controller.signal.aborted && setLoadError(error.message));
    return () => controller.abort();
  }, []);

  const change = useCallback(
    async (kind: 'cancel' | 'resume') => {
      setBusy(true);
      setNotice(null);
      try {
        const { subscription: changed } = await (kind === 'cancel' ? cancelSubscription() : resumeSubscription());
        setSubscription(changed);
        setNotice(interpolate(kind === 'cancel' ? copy.cancelled : copy.resumed, { date: longDate(changed.until ?? '') }));
      } catch (error) {
        toast('error', (error as Error).message);
        setSubscription((await loadSubscription().catch(() => null))?.subscription ?? null);
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  if (!subscription) return <Loading error={loadError} />;
  if (subscription.manage === 'portal') {
    return loadError ? <Loading error={loadError} /> : <p role="status">{copy.redirecting}</p>;
  }
  const date = longDate(subscription.until ?? '');
  return (
    <section className="page page--narrow billing" aria-labelledby="billing-title">
      <h1 id="billing-title">{copy.title}</h1>
      <p>{copy.intro}</p>
      <dl className="billing__status">
        <dt>{copy.statusLabel}</dt>
        <dd className={`billing__state billing__state--${subscription.status}`}>{interpolate(copy.status[subscription.status], { date })}</dd>
      </dl>
      <p>
        {subscription.next_payment
          ? interpolate(copy.nextPayment, { amount: formatPence(subscription.next_payment.amount), date: longDate(subscription.next_payment.date) })
          : subscription.status === 'inactive'
            ? copy.inactiveHint
            : copy.noNextPayment}
      </p>
      <div role="status" className="billing__notice">
        {notice && <p>{notice}</p>}
      </div>
      <div className="billing__actions">
        {/* One button that turns from Cancel to Resume and back, so the keyboard focus stays on it. */}
        {(subscription.status === 'active' || subscription.status === 'cancelling') && (
          <BusyButton
            type="button"
            className={subscription.status === 'active' ? 'button button--secondary' : 'button'}
            busy={busy}
            onClick={() => (subscription.status === 'active' ? setConfirming(true) : void change('resume'))}
          >
            {subscription.status === 'active' ? copy.cancel : copy.resume}
          </BusyButton>
        )}
        <Link to={DASHBOARD_ROUTE}>{copy.back}</Link>
      </div>
      {confirming && (
        <ConfirmDialog
          title={copy.confirmCancel.title}
          text={interpolate(copy.confirmCancel.text, { date })}
          confirmLabel={copy.cancel}
          cancelLabel={copy.confirmCancel.keep}
          onConfirm={() => {
            setConfirming(false);
            void change('cancel');
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
