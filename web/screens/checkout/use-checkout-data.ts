import { useCallback, useEffect, useState } from 'react';
import { fetchCart, type Cart } from '../../api/cart-api';
import { fetchCheckoutStatus, type CheckoutStatus } from '../../api/checkout-api';
import { loadPageConfig } from '../../will/page-config';
import type { PageConfig } from '../../../engine/page-config';

export type CheckoutData = { cart: Cart; status: CheckoutStatus; config: PageConfig | undefined };

/**
 * What the checkout page shows, loaded together: the cart, the checkout status (gateway, paid) and the page
 * configuration (printing offered or not, the contact phone). `error` is why loading failed; `setCart` takes the
 * cart every cart action answers with.
 */
export function useCheckoutData() {
  const [data, setData] = useState<CheckoutData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([fetchCart(), fetchCheckoutStatus(), loadPageConfig()]).then(
      ([cart, status, config]) => live && setData({ cart, status, config }),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, []);
  const setCart = useCallback((cart: Cart) => setData((current) => current && { ...current, cart }), []);
  return { data, error, setCart };
}
