import type { Pence } from '../../will/money';

/**
 * The smallest amount a card can be charged (Stripe's GBP minimum; the gateway's own check is MIN_CHARGE_PENCE of
 * server/services/payments/payment-gateway.ts). A total is either 0 (nothing to charge) or at least this.
 */
export const MIN_CHARGE_PENCE: Pence = 30;

/** True for a total that is something to pay, yet too little to charge by card (1–29p). */
export function belowMinimumCharge(total: Pence): boolean {
  return total > 0 && total < MIN_CHARGE_PENCE;
}
