import { HTTPException } from 'hono/http-exception';
import { PaymentError } from '../services/payments/payment-gateway';
import apiErrors from '../../schemas/copy/api-errors.json';
import { log } from '../logger';

const answer = (status: 402 | 502, message: string) =>
  new HTTPException(status, { res: Response.json({ type: 'payment', message }, { status }) });

/**
 * Runs a gateway call, turning a PaymentError into the checkout contract's answer: 402 `{type: 'payment', message}`
 * with the gateway's own words (e.g. 'Your card was declined.') for a refused card or request; 502 with 'Server
 * Error' when the gateway failed or could not be reached, which the checkout screen words as a trouble message.
 */
export async function withGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.kind === 'gateway') {
      log.error({ err: error.cause ?? error }, 'payment gateway failed');
      throw answer(502, apiErrors.checkout.gatewayDown);
    }
    throw answer(402, error.message);
  }
}

/** A 402 `{type: 'payment', message}`. */
export const paymentRefused = (message: string) => answer(402, message);
