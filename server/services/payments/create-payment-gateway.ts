import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/schema';
import { createLocalTestGateway } from './local-test-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripePaymentGateway } from './stripe-payment-gateway';

/** Picks the payment gateway: Stripe when its keys are configured, otherwise the embedded local test gateway. */
export function createPaymentGateway(db: Kysely<DB>, config: Pick<ServerConfig, 'stripe'>, clock: Clock): PaymentGateway {
  if (config.stripe) return createStripePaymentGateway(config.stripe);
  return createLocalTestGateway({ db, clock });
}
