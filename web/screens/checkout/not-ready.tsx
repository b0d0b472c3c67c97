import { Link } from 'react-router-dom';
import { DASHBOARD_ROUTE } from './checkout-routes';
import { interpolate } from '../../../engine/steps/interpolate';
import type { NextStep } from '../../../engine/will/submit-readiness';
import copy from '../../../schemas/copy/checkout.json';

/**
 * Checkout for a will that may not be submitted yet (engine/will/submit-readiness.ts, as GET /api/checkout/status says):
 * no cart and no card, only the first step to finish with a link to it, and the way back to My Will.
 */
export function NotReady({ next }: { next: NextStep }) {
  return (
    <div className="page page--narrow checkout-not-ready">
      <h1>{copy.title}</h1>
      <h2>{copy.notReady.heading}</h2>
      <p>{copy.notReady.text}</p>
      <p className="checkout-not-ready__next">{next.message}</p>
      <p className="checkout-not-ready__links">
        <Link className="button" to={next.route}>
          {interpolate(copy.notReady.link, { step: next.title })}
        </Link>
        <Link className="button button--secondary" to={DASHBOARD_ROUTE}>
          {copy.notReady.dashboard}
        </Link>
      </p>
    </div>
  );
}
