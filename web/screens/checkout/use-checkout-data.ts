import { useCallback, useEffect, useState } from 'react';
import { CART_PATH, fetchCart, type Cart } from '../../api/cart-api';
import { CHECKOUT_STATUS_PATH, fetchCheckoutStatus, type CheckoutStatus } from '../../api/checkout-api';
import { useFirstAnswer } from '../../first-answers';
import { loadPageConfig, pageConfig } from '../../will/page-config';
import type { PageConfig } from '../../../engine/steps/page-config';

export type CheckoutData = { cart: Cart; status: CheckoutStatus; config: PageConfig | undefined };

/**
 * What the checkout page shows, loaded together: the cart, the checkout status (gateway, paid) and the page
 * configuration (printing offered or not, the contact phone). `error` is why loading failed; `setCart` takes the
 * cart every cart action answers with.
 */
export function useCheckoutData() {
  // A checkout the server drew (../../first-answers) came with its cart and status.
  const cart = useFirstAnswer<Cart>(CART_PATH);
  const status = useFirstAnswer<CheckoutStatus>(CHECKOUT_STATUS_PATH);
  const [data, setData] = useState<CheckoutData | null>(() => (cart && status ? { cart, status, config: pageConfig() } : null));
  const [error, setError] = useState<string | null>(null);
  const [given] = useState(data !== null);
  useEffect(() => {
    if (given) return;
    let live = true;
    Promise.all([fetchCart(), fetchCheckoutStatus(), loadPageConfig()]).then(
      ([cart, status, config]) => live && setData({ cart, status, config }),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [given]);
  const setCart = useCallback((cart: Cart) => setData((current) => current && { ...current, cart }), []);
  return { data, error, setCart };
}
