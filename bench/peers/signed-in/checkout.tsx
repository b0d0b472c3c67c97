// Checkout as both peers draw it around their own card form: the order as the product's server priced it, the add-ons
// it offers and the guarantee, drawn with React alone (neither library draws a summary); the card form is the
// library's (bench/peers/rjsf/signed-in/checkout, bench/peers/surveyjs/signed-in/checkout), a placeholder of the product's local card form: the same three
// fields and pay button, no payment.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CheckoutPage } from './page-types';

function Checkout({ page, cardForm }: { page: CheckoutPage; cardForm: ReactNode }) {
  const { order, addons, card, guarantee } = page;
  return (
    <main>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <section>
        <h2>{order.heading}</h2>
        <dl>
          {[...order.lines.map((line) => [line.title, line.price] as const), order.subtotal, order.total].map(([label, price]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{price}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2>{addons.heading}</h2>
        <ul>
          {addons.items.map((item) => (
            <li key={item.title}>
              <h3>
                {item.title} {item.price}
              </h3>
              <p>{item.text}</p>
              <button type="button">{addons.add}</button>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{card.heading}</h2>
        <p>{card.notice}</p>
        {cardForm}
      </section>
      <section>
        <h2>{guarantee.heading}</h2>
        <p>{guarantee.text}</p>
      </section>
    </main>
  );
}

/** Draws the checkout page with `cardForm(page)` as its card form. */
export function drawCheckout(cardForm: (page: CheckoutPage) => ReactNode) {
  const page = __PAGE__ as CheckoutPage;
  createRoot(document.getElementById('root')!).render(<Checkout page={page} cardForm={cardForm(page)} />);
}
