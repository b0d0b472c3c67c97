import type { Cart } from '../../api/cart-api';
import { productNamed, addonNames, basePriceOf, type AddonName } from '../../../engine/products/cart/products';
import { interpolate } from '../../../engine/steps/interpolate';
import { formatPence } from '../../../engine/will/money';
import type { CartBusy } from './use-cart-actions';
import copy from '../../../schemas/copy/checkout.json';

type Props = { cart: Cart; printingEnabled: boolean; busy: CartBusy; disabled: boolean; onAdd: (addon: AddonName) => void };

/** The add-ons not yet in the cart (SPEC 2.14), printing only while the printing service is enabled; nothing when every one is in. */
export function AdditionalServices({ cart, printingEnabled, busy, disabled, onAdd }: Props) {
  const offered = addonNames.filter((name) => !cart.addons.some((line) => line.name === name) && (name !== 'printing_service' || printingEnabled));
  if (offered.length === 0) return null;
  return (
    <section className="checkout__panel" aria-labelledby="addons-heading">
      <h2 id="addons-heading">{copy.addons.heading}</h2>
      <ul className="addons">
        {offered.map((name) => {
          const product = productNamed(name);
          return (
            <li key={name} className="addons__item">
              <div>
                <h3 className="addons__title">
                  {product.title} {/* An add-on has its own price: the will price (0 here) prices only the will. */}
                  <span className="addons__price">{formatPence(basePriceOf(product, 0))}</span>
                </h3>
                <p className="addons__text">{copy.addons.text[name]}</p>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={interpolate(copy.addons.addLabel, { title: product.title })}
                disabled={disabled || busy !== null}
                onClick={() => onAdd(name)}
              >
                {copy.addons.add}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
