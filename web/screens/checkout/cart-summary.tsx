import type { Cart } from '../../api/cart-api';
import type { AddonName } from '../../../engine/products/cart/products';
import { interpolate } from '../../../engine/steps/interpolate';
import { formatPence } from '../../../engine/will/money';
import { dayWords } from '../../../engine/time/day-words';
import type { CartBusy } from './use-cart-actions';
import copy from '../../../schemas/copy/checkout.json';

/** A price in the cart: 'Free' at £0 (the copy's), otherwise in pounds and pence. */
const price = (pence: number) => (pence === 0 ? copy.cart.free : formatPence(pence));

type Props = { cart: Cart; busy: CartBusy; disabled: boolean; onRemove: (addon: AddonName) => void; dueDates?: { standard: string; urgent: string } };

/**
 * The cart (SPEC 2.14): each line with its price ('Free' at £0, the price before a discount struck out), add-ons
 * removable, then the totals and the date paying now has the will reviewed and emailed by (urgent when it is bought).
 */
export function CartSummary({ cart, busy, disabled, onRemove, dueDates }: Props) {
  const discount = cart.subtotal - cart.total;
  const urgent = cart.addons.some((line) => line.name === 'urgent_will');
  return (
    <section className="checkout__panel" aria-labelledby="cart-heading">
      <h2 id="cart-heading">{copy.cart.heading}</h2>
      <ul className="cart">
        {[...cart.products, ...cart.addons].map((line) => (
          <li key={line.name} className="cart__line">
            <span className="cart__title">{line.title}</span>
            <span className="cart__price">
              {line.current_price !== line.base_price && (
                <s className="cart__was">
                  <span className="visually-hidden">{interpolate(copy.cart.was, { price: price(line.base_price) })}</span>
                  <span aria-hidden="true">{price(line.base_price)}</span>
                </s>
              )}{' '}
              {price(line.current_price)}
            </span>
            {cart.addons.includes(line) && (
              <button
                type="button"
                className="link-button cart__remove"
                aria-label={interpolate(copy.cart.removeLabel, { title: line.title })}
                disabled={disabled || busy !== null}
                onClick={() => onRemove(line.name as AddonName)}
              >
                {copy.cart.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      <dl className="cart__totals">
        <div>
          <dt>{copy.cart.subtotal}</dt>
          <dd>{price(cart.subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div>
            <dt>{copy.cart.discount}</dt>
            <dd>{formatPence(-discount)}</dd>
          </div>
        )}
        <div className="cart__total">
          <dt>{copy.cart.total}</dt>
          <dd>{price(cart.total)}</dd>
        </div>
      </dl>
      {dueDates && (
        <p className="cart__due">{interpolate(urgent ? copy.cart.dueDateUrgent : copy.cart.dueDate, { date: dayWords(urgent ? dueDates.urgent : dueDates.standard) })}</p>
      )}
    </section>
  );
}
