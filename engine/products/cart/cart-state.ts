import type { Coupon } from './coupon';
import { addonNames, type AddonName } from './products';

/** What a user's cart holds besides its will product: the add-ons chosen and the coupon applied. */
export type CartState = { addons: AddonName[]; coupon: Coupon | null };

/** The add-ons in catalogue order, each once: the cart is a set, whatever order things were added in. */
function inCatalogueOrder(addons: readonly AddonName[]): AddonName[] {
  return addonNames.filter((name) => addons.includes(name));
}

/** The cart with `addon` in it (unchanged if it already was). */
export function addAddon(cart: CartState, addon: AddonName): CartState {
  return { ...cart, addons: inCatalogueOrder([...cart.addons, addon]) };
}

/** The cart without `addon` (unchanged if it was not in it). */
export function removeAddon(cart: CartState, addon: AddonName): CartState {
  return { ...cart, addons: cart.addons.filter((name) => name !== addon) };
}

/** The cart with `coupon` applied in place of any other, or with none when null. */
export function withCoupon(cart: CartState, coupon: Coupon | null): CartState {
  return { ...cart, coupon };
}
