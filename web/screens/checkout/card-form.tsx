import { lazy, Suspense } from 'react';
import type { GatewayConfig } from '../../api/checkout-api';
import { Loading } from '../../ui/loading';
import type { CardFormProps } from './card-payer';

// Each form is its own chunk: with the local gateway the browser never downloads Stripe.js.
const LocalCardForm = lazy(() => import('./local-card-form'));
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card fields (number, expiry, CVC) of the gateway the server named in GET /api/checkout/status. */
export function CardForm({ gateway, ...props }: CardFormProps & { gateway: GatewayConfig }) {
  return (
    <Suspense fallback={<Loading />}>
      {gateway.gateway === 'stripe' ? <StripeCardForm publishableKey={gateway.publishableKey} {...props} /> : <LocalCardForm {...props} />}
    </Suspense>
  );
}
