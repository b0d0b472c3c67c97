import { FieldError } from '../../ui/field-error';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardFormProps } from './card-payer';
import copy from '../../../schemas/copy/checkout.json';

type StripeField = 'number' | 'expiry' | 'cvc';
type FieldState = { complete: boolean; error: string | null };

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for the key, loaded once per page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** The gateway's own words, or our generic payment message when it gave none. */
const gatewayError = (message: string | undefined) => new Error(message ?? copy.pay.serverError);

/** The Stripe card form: Stripe Elements' number, expiry and CVC fields, each labelled as the local form's are. */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: 'en-GB' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ disabled, onChange }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [fields, setFields] = useState<Record<StripeField, FieldState>>({
    number: { complete: false, error: null },
    expiry: { complete: false, error: null },
    cvc: { complete: false, error: null },
  });
  const complete = fields.number.complete && fields.expiry.complete && fields.cvc.complete;

  useEffect(() => {
    if (!stripe || !elements || !complete) return onChange(null);
    onChange({
      async createPaymentMethod() {
        const card = elements.getElement(CardNumberElement);
        if (!card) throw gatewayError(copy.card.loadFailed);
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) throw gatewayError(result.error.message);
        return result.paymentMethod.id;
      },
      async confirmCardPayment({ clientSecret, paymentMethodId, receiptEmail }) {
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId, receipt_email: receiptEmail, setup_future_usage: 'off_session' });
        if (result.error) throw gatewayError(result.error.message);
      },
    });
  }, [stripe, elements, complete, onChange]);

  const track = (field: StripeField) => (event: StripeElementChangeEvent) =>
    setFields((current) => ({ ...current, [field]: { complete: event.complete, error: event.error?.message ?? null } }));
  const options = { disabled, style: { base: { fontSize: '17px', color: '#1b1d29' } } };

  const field = (name: StripeField, label: string, element: ReactNode) => (
    <div className={`field card-form__${name}${fields[name].error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={`card-${name}`}>
        {label}
      </label>
      <div className="card-form__entry">
        <FieldError role="alert">{fields[name].error}</FieldError>
        <div className="input card-form__stripe">{element}</div>
      </div>
    </div>
  );
  return (
    <div className="card-form">
      {field('number', copy.card.number, <CardNumberElement id="card-number" options={options} onChange={track('number')} />)}
      {field('expiry', copy.card.expiry, <CardExpiryElement id="card-expiry" options={options} onChange={track('expiry')} />)}
      {field('cvc', copy.card.cvc, <CardCvcElement id="card-cvc" options={options} onChange={track('cvc')} />)}
    </div>
  );
}
