import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import type { UserEnv } from '../middleware/require-user';
import type { PaymentGateway } from '../services/payments/payment-gateway';
import { findPaymentCustomer } from '../stores/payment-customers';
import { withGateway } from './payment-error-answer';
import copy from '../../schemas/copy/subscription.json';

/**
 * `POST /` (mounted at /api/billing-portal behind the session check): `{url}` of a billing-portal session for the
 * user's gateway customer (Stripe's portal, where they manage the subscription and card), returning to My Will.
 * 409 when they have no gateway customer yet (they never registered a card).
 */
export function billingPortalRoutes(deps: { db: AppDatabase; payments: PaymentGateway; config: { baseUrl: string } }) {
  return new Hono<UserEnv>().post('/', async (c) => {
    const customer = await findPaymentCustomer(deps.db, c.var.user.id);
    if (!customer) return c.json({ type: 'conflict', message: copy.errors.noBillingAccount }, 409);
    const returnUrl = `${deps.config.baseUrl}/will/dashboard`;
    const session = await withGateway(() => deps.payments.createBillingPortalSession({ customerId: customer.customer_id, returnUrl }));
    return c.json({ url: session.url });
  });
}
