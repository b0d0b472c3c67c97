import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import * as cartApi from '../../api/cart-api';
import type { Cart } from '../../api/cart-api';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { productNamed, type AddonName } from '../../../engine/products/cart/products';
import copy from '../../../schemas/copy/checkout.json';
import cartCopy from '../../../schemas/copy/cart.json';

/** Which cart action is running: one at a time, so two answers never race to set the cart. */
export type CartBusy = `add:${AddonName}` | `remove:${AddonName}` | 'apply-coupon' | 'reset-coupon' | null;

/**
 * The cart's actions (SPEC 4.3, 8): add or remove an add-on with its toast, apply a coupon (a refusal's message is
 * returned for the code field) or remove it. Each sets the cart the server answers with; a failure shows its
 * message as an error toast. When removing an add-on takes off a coupon that applied to it alone, the toast says so
 * in SPEC 8's words instead, and `droppedCoupon` keeps the words by the coupon box until a coupon is applied.
 */
export function useCartActions(cart: Cart, setCart: (cart: Cart) => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<CartBusy>(null);
  const [droppedCoupon, setDroppedCoupon] = useState<string | null>(null);
  const coupon = useRef(cart.coupon);
  coupon.current = cart.coupon;

  const run = useCallback(
    async (key: Exclude<CartBusy, null>, call: () => Promise<Cart>, success?: string): Promise<string | null> => {
      setBusy(key);
      try {
        setCart(await call());
        if (success) toast('success', success);
        return null;
      } catch (error) {
        const field = error instanceof ApiError ? error.body.fields?.code?.[0] : undefined;
        if (key === 'apply-coupon' && field) return field;
        toast('error', (error as Error).message);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [setCart, toast],
  );

  const add = useCallback((addon: AddonName) => run(`add:${addon}`, () => cartApi.addAddon(addon), copy.addons.added[addon]), [run]);
  const remove = useCallback(
    async (addon: AddonName) => {
      const before = coupon.current;
      let dropped = false;
      const removed = async () => {
        const next = await cartApi.removeAddon(addon);
        dropped = before !== null && next.coupon === null;
        return next;
      };
      await run(`remove:${addon}`, removed, interpolate(copy.cart.removed, { title: productNamed(addon).title }));
      if (dropped && before) {
        toast('error', cartCopy.couponNotApplicable);
        setDroppedCoupon(interpolate(copy.coupon.dropped, { code: before.code, reason: cartCopy.couponNotApplicable }));
      }
      return null;
    },
    [run, toast],
  );
  const applyCoupon = useCallback(
    async (code: string) => {
      const refusal = await run('apply-coupon', () => cartApi.applyCoupon(code));
      if (!refusal) setDroppedCoupon(null);
      return refusal;
    },
    [run],
  );
  const resetCoupon = useCallback(() => run('reset-coupon', () => cartApi.resetCoupon()), [run]);
  return { busy, add, remove, applyCoupon, resetCoupon, droppedCoupon };
}
