import { formatPence } from '../../../engine/will/money';
import { interpolate } from '../../../engine/steps/interpolate';
import { SUBSCRIPTION_PRICE_PENCE } from '../../../engine/products/subscription/subscription';
import copy from '../../../schemas/copy/checkout.json';

/**
 * The money-back guarantee card (SPEC 2.14): a refund on request within 30 days of paying; and, before anyone pays,
 * what the update subscription costs once its free year ends and how to stop it.
 */
export function GuaranteeCard() {
  return (
    <>
      <section className="checkout__guarantee" aria-labelledby="guarantee-heading">
        <h2 id="guarantee-heading">{copy.guarantee.heading}</h2>
        <p>{copy.guarantee.text}</p>
      </section>
      <section className="checkout__renewal" aria-labelledby="renewal-heading">
        <h2 id="renewal-heading">{copy.subscription.heading}</h2>
        <p>{interpolate(copy.subscription.text, { price: formatPence(SUBSCRIPTION_PRICE_PENCE) })}</p>
      </section>
    </>
  );
}
