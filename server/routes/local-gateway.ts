import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import { HTTPException } from 'hono/http-exception';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import type { LocalTestGateway } from '../services/payments/local-test-gateway';
import { PaymentError, type PaymentGateway } from '../services/payments/payment-gateway';
import apiErrors from '../../schemas/copy/api-errors.json';
import { withGateway } from './payment-error-answer';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const copy = () => apiErrors.checkout;

/** Whether the app runs on the embedded local test gateway (no Stripe keys), whose card form these routes serve. */
export function isLocalTestGateway(payments: PaymentGateway): payments is LocalTestGateway {
  return payments.browser.gateway === 'local' && 'createPaymentMethod' in payments && 'confirmCardPayment' in payments;
}

/** The card field each of Stripe's card-detail error codes is about. */
const FIELD_OF_CODE: Record<string, string> = {
  incorrect_number: 'number',
  invalid_expiry_month: 'exp_month',
  invalid_expiry_year: 'exp_year',
  invalid_cvc: 'cvc',
};

const MAX_FIELD_LENGTH = 32;
const MAX_ID_LENGTH = 255;
const objectOf = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
const text = (value: unknown, max = MAX_FIELD_LENGTH) => (typeof value === 'string' && value !== '' && value.length <= max ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** A 422 naming every field of `fields` that is missing or unreadable. */
function requireFields(fields: Record<string, unknown>, message: string): void {
  const missing = Object.keys(fields).filter((name) => fields[name] === undefined);
  if (missing.length > 0) throw validationError(message, Object.fromEntries(missing.map((name) => [name, [message]])));
}

/**
 * The local test gateway's browser side (what Stripe.js does against Stripe), for the checkout's local card form:
 * mounted at /api/local-gateway behind the session check. With Stripe configured they answer the API's 404, as any
 * path it lacks does (the session check is not applied then either).
 */
export function localGatewayRoutes(payments: PaymentGateway) {
  const local = (): LocalTestGateway => {
    if (isLocalTestGateway(payments)) return payments;
    throw new HTTPException(404, { res: Response.json({ type: 'not_found', message: apiErrors.notFound }, { status: 404 }) });
  };
  return new Hono<UserEnv>()
    .post('/payment-methods', jsonShape<{ number: string; exp_month: number; exp_year: number; cvc: string }>(), async (c) => {
      const gateway = local();
      const body = objectOf(await readJson(c));
      const card = { number: text(body.number), exp_month: whole(body.exp_month), exp_year: whole(body.exp_year), cvc: text(body.cvc) };
      requireFields(card, copy().cardIncomplete);
      const details = { number: card.number!, expMonth: card.exp_month!, expYear: card.exp_year!, cvc: card.cvc! };
      const method = await withGateway(async () => {
        try {
          return await gateway.createPaymentMethod(details);
        } catch (error) {
          // A bad number, expiry or security code is the form's to show under its field, as Stripe Elements does.
          const field = error instanceof PaymentError && error.code ? FIELD_OF_CODE[error.code] : undefined;
          if (field) throw validationError((error as Error).message, { [field]: [(error as Error).message] });
          throw error;
        }
      });
      return c.json(method);
    })
    .post('/confirm', jsonShape<{ client_secret: string; payment_method: string }>(), async (c) => {
      const gateway = local();
      const body = objectOf(await readJson(c));
      const fields = { client_secret: text(body.client_secret, MAX_ID_LENGTH), payment_method: text(body.payment_method, MAX_ID_LENGTH) };
      requireFields(fields, copy().confirmInvalid);
      const intent = await withGateway(() => gateway.confirmCardPayment({ clientSecret: fields.client_secret!, paymentMethodId: fields.payment_method! }));
      return c.json({ status: intent.status });
    });
}
