import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { PageConfig } from '../../engine/steps/page-config';
import type { CartState } from '../../engine/products/cart/cart-state';
import { priceCart, type CartContext, type PricedCart } from '../../engine/products/cart/price-cart';
import { willProductFor } from '../../engine/products/cart/will-product';
import { subscriptionActive } from '../../engine/will/resubmission';
import { loadAccountState } from './account-state-store';
import { loadCartState } from './cart-store';
import { friendCodeRefusal } from './friend-codes';
import { referralOf } from './partner-referrals';
import { everyPurchaseRefunded } from './refunds';

/** The settings of the page configuration that price a cart. */
export type CartConfig = Pick<PageConfig, 'will_price' | 'printing_service_enabled' | 'partner_discount_percentage' | 'reactivate_will_enabled'>;

/** The user's cart with everything that prices it, all read on the server: the browser sends no amount. */
export type UserCart = { state: CartState; context: CartContext; priced: PricedCart };

/**
 * The signed-in user's cart priced from the catalogue, the configuration and their account: the will or, when they
 * paid before (and were not refunded) and their update subscription is not active, the reactivated will; the
 * partner discount when they signed up through their partner's invitation; the coupon unless it is a refer-a-friend code
 * the user may not use. Checkout charges `priced.total`.
 */
export async function loadUserCart(db: AppDatabase, clock: Clock, config: CartConfig, userId: string): Promise<UserCart> {
  const [stored, account, referral, refunded] = await Promise.all([
    loadCartState(db, userId),
    loadAccountState(db, userId),
    referralOf(db, userId),
    everyPurchaseRefunded(db, userId),
  ]);
  // A refer-a-friend code its owner holds, or one this friend has used since, takes nothing off (applying it is refused).
  const refused = stored.coupon ? await friendCodeRefusal(db, userId, stored.coupon.code) : null;
  const state: CartState = refused ? { ...stored, coupon: null } : stored;
  const context: CartContext = {
    willProduct: willProductFor({
      // A buyer refunded under the money-back guarantee pays for the will again, not for its reactivation.
      paid: account.paid && !refunded,
      subscriptionActive: subscriptionActive(account.subscription, clock.now().toISOString()),
      reactivateEnabled: config.reactivate_will_enabled,
    }),
    willPrice: config.will_price,
    printingEnabled: config.printing_service_enabled,
    partnerDiscountPercentage: referral ? config.partner_discount_percentage : null,
  };
  return { state, context, priced: priceCart(state, context) };
}
