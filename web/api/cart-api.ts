import { answerOf, client, type AnswerOf } from './client';
import type { AddonName } from '../../engine/products/cart/products';

/** The cart as the server prices it (SPEC 3.2): every amount in pence, computed on the server. */
export type Cart = AnswerOf<typeof client.api.cart.$get>;

const cart = client.api.cart;
/** Each add-on's pair of routes, POST /api/cart/add-…|remove-…. */
const routesOf = {
  lpa: { add: cart['add-lpa'], remove: cart['remove-lpa'] },
  urgent_will: { add: cart['add-urgent-will'], remove: cart['remove-urgent-will'] },
  printing_service: { add: cart['add-printing-service'], remove: cart['remove-printing-service'] },
} satisfies Record<AddonName, unknown>;

/** The cart's address, among a page's first answers too (../first-answers). */
export const CART_PATH = '/api/cart';

/** GET /api/cart */
export const fetchCart = () => answerOf(cart.$get());

/** POST /api/cart/add-lpa|add-urgent-will|add-printing-service: the cart with the add-on. */
export const addAddon = (addon: AddonName) => answerOf(routesOf[addon].add.$post());

/** POST /api/cart/remove-…: the cart without the add-on. */
export const removeAddon = (addon: AddonName) => answerOf(routesOf[addon].remove.$post());

/** POST /api/cart/apply-coupon: the cart with the coupon; 422 (ApiError) with `fields.code` when it is refused. */
export const applyCoupon = (code: string) => answerOf(cart['apply-coupon'].$post({ json: { code } }));

/** POST /api/cart/reset-coupon: the cart without its coupon. */
export const resetCoupon = () => answerOf(cart['reset-coupon'].$post());
