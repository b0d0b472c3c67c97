import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { validationError } from '../http-errors';
import { jsonInput } from '../middleware/typed-input';
import type { UserEnv } from '../middleware/require-user';
import { addCartAddon, clearCartCoupon, removeCartAddon, setCartCoupon } from '../stores/cart-store';
import { findCoupon } from '../stores/coupons';
import { friendCodeRefusal } from '../stores/friend-codes';
import { loadUserCart, type CartConfig } from '../stores/user-cart';
import { couponRefusalIn } from '../../engine/products/cart/coupon-check';
import { couponRefusal } from '../../engine/products/cart/coupon';
import { namesInCart } from '../../engine/products/cart/price-cart';
import type { AddonName } from '../../engine/products/cart/products';
import cartCopy from '../../schemas/copy/cart.json';

/** Longer than any code we issue: anything longer is not looked up. */
const MAX_CODE_LENGTH = 64;

/** A 422 with `message` under the coupon field, as the checkout's coupon box shows it (SPEC 5). */
const couponError = (message: string) => validationError(message, { code: [message] });

/** The coupon box's `{code}`: a 422 under the field when there is none. */
function couponInput(body: unknown): { code: string } {
  const code: unknown = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || code.trim() === '') throw couponError(cartCopy.couponMissing);
  return { code };
}

/**
 * The signed-in user's cart (SPEC 7 will-api.cart.*), mounted at /api/cart behind the session check. Every answer
 * is the SPEC 3.2 cart `{coupon, products, addons, subtotal, total}`, priced on the server from the catalogue,
 * the configuration and the stored cart: no request body carries an amount, a product or a price.
 */
export function cartRoutes(deps: { db: AppDatabase; clock: Clock; config: { page: CartConfig } }) {
  const answer = async (userId: string) => (await loadUserCart(deps.db, deps.clock, deps.config.page, userId)).priced;
  const add = (addon: AddonName) => async (c: Context<UserEnv>) => {
    if (addon === 'printing_service' && !deps.config.page.printing_service_enabled) {
      throw validationError(cartCopy.printingUnavailable, {});
    }
    await addCartAddon(deps.db, c.var.user.id, addon, deps.clock.now());
    return c.json(await answer(c.var.user.id));
  };
  // A coupon that took something off only the removed add-on goes with it (SPEC 8: it applies to no product left);
  // the cart answers without it, and checkout says why.
  const remove = (addon: AddonName) => async (c: Context<UserEnv>) => {
    const userId = c.var.user.id;
    await removeCartAddon(deps.db, userId, addon);
    const { state, context } = await loadUserCart(deps.db, deps.clock, deps.config.page, userId);
    if (state.coupon && couponRefusal(state.coupon, namesInCart(state, context))) await clearCartCoupon(deps.db, userId);
    return c.json(await answer(userId));
  };
  // One pair of routes per add-on of the catalogue, each written out so that the typed client (AppType) names it.
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json(await answer(c.var.user.id)))
    .post('/add-lpa', add('lpa'))
    .post('/remove-lpa', remove('lpa'))
    .post('/add-urgent-will', add('urgent_will'))
    .post('/remove-urgent-will', remove('urgent_will'))
    .post('/add-printing-service', add('printing_service'))
    .post('/remove-printing-service', remove('printing_service'))
    .post('/apply-coupon', jsonInput(couponInput), async (c) => {
      const userId = c.var.user.id;
      const { code } = c.req.valid('json');
      const coupon = code.length <= MAX_CODE_LENGTH ? await findCoupon(deps.db, code) : undefined;
      if (!coupon) throw couponError(cartCopy.couponUnknown);
      const { state, context } = await loadUserCart(deps.db, deps.clock, deps.config.page, userId);
      const refusal = couponRefusalIn(state, coupon, context) ?? (await friendCodeRefusal(deps.db, userId, coupon.code));
      if (refusal) throw couponError(refusal);
      await setCartCoupon(deps.db, userId, coupon.code, deps.clock.now());
      return c.json(await answer(userId));
    })
    .post('/reset-coupon', async (c) => {
      await clearCartCoupon(deps.db, c.var.user.id);
      return c.json(await answer(c.var.user.id));
    });
}
