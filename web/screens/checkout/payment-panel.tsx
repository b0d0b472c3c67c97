import type { GatewayConfig } from '../../api/checkout-api';
import { interpolate } from '../../../engine/steps/interpolate';
import { formatPence } from '../../../engine/will/money';
import { CardForm } from './card-form';
import type { CardPayer } from './card-payer';
import copy from '../../../schemas/copy/checkout.json';

type Props = {
  gateway: GatewayConfig;
  total: number;
  cardComplete: boolean;
  paying: boolean;
  /** Why the last try to pay failed (also said in a toast), until the next try. */
  failure?: string | null;
  /** A cart change is under way: the total may be about to change. */
  cartBusy: boolean;
  onCardChange: (payer: CardPayer | null) => void;
  onPay: () => void;
};

/**
 * The card and the Pay button (SPEC 2.14): 'Confirm and pay {total}', or 'Complete Checkout' at £0 (the card is
 * still taken); enabled only with a complete card; while paying it says so and cannot be pressed again.
 */
export function PaymentPanel({ gateway, total, cardComplete, paying, failure = null, cartBusy, onCardChange, onPay }: Props) {
  const label = paying ? copy.pay.working : total === 0 ? copy.pay.free : interpolate(copy.pay.confirm, { total: formatPence(total) });
  return (
    <section className="checkout__panel checkout__payment" aria-labelledby="card-heading">
      <h2 id="card-heading">{copy.card.heading}</h2>
      <CardForm gateway={gateway} disabled={paying} onChange={onCardChange} />
      <button
        type="button"
        className="button checkout__pay"
        disabled={!cardComplete || cartBusy || paying}
        aria-describedby={cardComplete ? undefined : 'pay-hint'}
        onClick={onPay}
      >
        {label}
      </button>
      {failure && <p className="field__error checkout__pay-failure">{failure}</p>}
      {!cardComplete && (
        <p className="field__hint checkout__pay-hint" id="pay-hint">
          {copy.pay.incomplete}
        </p>
      )}
    </section>
  );
}
