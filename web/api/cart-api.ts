import { api } from './client';
import type { PricedCart } from '../../engine/cart/price-cart';
import type { AddonName } from '../../engine/cart/products';

/** The cart as the server prices it (SPEC 3.2): every amount in pence, computed on the server. */
export type Cart = PricedCart;

const slug = (addon: AddonName) => addon.replaceAll('_', '-');

/** The cart's address, among a page's first answers too (../first-answers). */
export const CART_PATH = '/api/cart';

/** GET /api/cart */
export const fetchCart = () => api<Cart>('GET', CART_PATH);

/** POST /api/cart/add-lpa|add-urgent-will|add-printing-service: the cart with the add-on. */
export const addAddon = (addon: AddonName) => api<Cart>('POST', `/api/cart/add-${slug(addon)}`);

/** POST /api/cart/remove-…: the cart without the add-on. */
export const removeAddon = (addon: AddonName) => api<Cart>('POST', `/api/cart/remove-${slug(addon)}`);

/** POST /api/cart/apply-coupon: the cart with the coupon; 422 (ApiError) with `fields.code` when it is refused. */
export const applyCoupon = (code: string) => api<Cart>('POST', '/api/cart/apply-coupon', { code });

/** POST /api/cart/reset-coupon: the cart without its coupon. */
export const resetCoupon = () => api<Cart>('POST', '/api/cart/reset-coupon');
