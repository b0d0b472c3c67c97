import { useEffect, useState } from 'react';
import { loadGuarantee, requestRefund, type GuaranteeView } from '../../api/subscription-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { useWill } from '../../will/will-context';
import { longDate } from '../../ui/long-date';
import { interpolate } from '../../../engine/steps/interpolate';
import { formatPence } from '../../../engine/will/money';
import copy from '../../../schemas/copy/subscription.json';
import { BusyButton } from '../../ui/busy-button';

const dateOf = (instant: string | null) => longDate(instant?.slice(0, 10) ?? '');

/**
 * The money-back guarantee (SPEC 1, 9) under the subscription: while the 30 days run, 'Request a refund' asks for
 * confirmation, then refunds and shows the result (the will reloads: its review is cancelled, the subscription
 * ended); once refunded, when it was; after the 30 days, that they have ended. Nothing shows for a free will.
 */
export function GuaranteePanel() {
  const toast = useToast();
  const { reload } = useWill();
  const [guarantee, setGuarantee] = useState<GuaranteeView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    loadGuarantee(controller.signal)
      .then(({ guarantee: loaded }) => setGuarantee(loaded))
      .catch((error: Error) => !controller.signal.aborted && toast('error', error.message));
    return () => controller.abort();
  }, [toast]);

  const refund = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      setGuarantee((await requestRefund()).guarantee);
      await reload();
    } catch (error) {
      toast('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (guarantee?.state !== 'refundable' && guarantee?.state !== 'refunded' && guarantee?.state !== 'expired') return null;
  const amount = formatPence(guarantee.amount ?? 0);
  return (
    <div className="dashboard__guarantee">
      <h4>{copy.guarantee.title}</h4>
      <div role="status">
        {guarantee.state === 'refunded' && <p>{interpolate(copy.guarantee.refunded, { amount, date: dateOf(guarantee.refunded_at) })}</p>}
        {guarantee.state === 'expired' && <p>{interpolate(copy.guarantee.windowClosed, { date: dateOf(guarantee.deadline) })}</p>}
      </div>
      {guarantee.state === 'refundable' && (
        <>
          <p>{interpolate(copy.guarantee.refundable, { date: dateOf(guarantee.deadline) })}</p>
          <BusyButton type="button" className="button button--secondary" busy={busy} onClick={() => setConfirming(true)}>
            {copy.guarantee.button}
          </BusyButton>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={copy.guarantee.confirmTitle}
          text={interpolate(copy.guarantee.confirmText, { amount })}
          confirmLabel={copy.guarantee.confirm}
          cancelLabel={copy.guarantee.keep}
          onConfirm={() => void refund()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
