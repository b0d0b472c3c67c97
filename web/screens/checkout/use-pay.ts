import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardPayer } from './card-payer';
import { payForCart, paymentErrorMessage, type PaymentApi } from './pay-sequence';
import { CHARITY_CONTACT_ROUTE, CHECKOUT_COMPLETE_ROUTE, type PaidState } from './checkout-routes';

export type PayOptions = {
  api: PaymentApi;
  /** The complete card, or null while it is not. */
  payer: CardPayer | null;
  receiptEmail: string;
  couponApplied: boolean;
  toast: (kind: 'error', message: string) => void;
  navigate: (to: string, options: { state: PaidState }) => void;
  /** Called once the order is paid, before moving on (the will is reloaded: it is now paid and submitted). */
  onPaid: () => void;
};

/**
 * The Pay button's action (SPEC 4.3, 8): runs the pay sequence once at a time (a second press while paying does
 * nothing), then goes to the charity contact page when a coupon was applied, else to the complete page, carrying
 * the paid order. On any failure an error toast shows and Pay comes back; the failure's words also stay by the Pay
 * button (`failure`) until the next try or until the card changes (the words were about the card before).
 */
export function usePay({ api, payer, receiptEmail, couponApplied, toast, navigate, onPaid }: PayOptions) {
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  useEffect(() => setFailure(null), [payer]);
  const pay = useCallback(async () => {
    if (!payer || running.current) return;
    running.current = true;
    setPaying(true);
    setFailure(null);
    try {
      const { order } = await payForCart(api, payer, receiptEmail);
      onPaid();
      navigate(couponApplied ? CHARITY_CONTACT_ROUTE : CHECKOUT_COMPLETE_ROUTE, { state: { order } });
    } catch (error) {
      const message = paymentErrorMessage(error);
      toast('error', message);
      setFailure(message);
      running.current = false;
      setPaying(false);
    }
  }, [api, payer, receiptEmail, couponApplied, toast, navigate, onPaid]);
  return { pay, paying, failure };
}
