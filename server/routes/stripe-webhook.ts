import { Hono } from 'hono';
import { PaymentError } from '../services/payments/payment-gateway';
import { processWebhookEvent, type WebhookDeps } from '../services/payments/webhook-handlers';
import { checkedBody } from '../middleware/json-body';
import apiErrors from '../../schemas/copy/api-errors.json';

/**
 * POST /api/stripe/webhook: the gateway's events, with no session. The signature is checked over the raw body
 * (deps.payments.parseWebhookEvent); a forged or unreadable request is refused with 400, anything else verified is
 * acknowledged with 200 once processed (types without a handler at once). A processing failure answers 500, and
 * Stripe delivers the event again. Stripe posts JSON without Origin, Referer or Sec-Fetch-Site, which the app's
 * origin check lets through as a non-browser client; its Content-Type is application/json.
 */
export function stripeWebhookRoutes(deps: WebhookDeps) {
  return new Hono().post('/webhook', async (c) => {
    // The body the app's guard read (server/middleware/json-body.ts): its text, exactly as Stripe signed it.
    const rawBody = checkedBody(c)?.text ?? '';
    let event;
    try {
      event = await deps.payments.parseWebhookEvent(rawBody, c.req.header('stripe-signature'));
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return c.json({ type: 'bad_request', message: apiErrors.checkout.webhookSignature }, 400);
    }
    await processWebhookEvent(deps, event);
    return c.json({ received: true });
  });
}
