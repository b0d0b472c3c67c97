import copy from '../../../schemas/copy/checkout.json';

/** The money-back guarantee card (SPEC 2.14): a refund on request within 30 days of paying. */
export function GuaranteeCard() {
  return (
    <section className="checkout__guarantee" aria-labelledby="guarantee-heading">
      <h2 id="guarantee-heading">{copy.guarantee.heading}</h2>
      <p>{copy.guarantee.text}</p>
    </section>
  );
}
