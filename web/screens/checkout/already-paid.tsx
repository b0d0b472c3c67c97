import { Link } from 'react-router-dom';
import { DASHBOARD_ROUTE } from './checkout-routes';
import copy from '../../../schemas/copy/checkout.json';

/** Checkout for a will already paid for with nothing left to pay: where the user stands, and the way to My Will. */
export function AlreadyPaid() {
  return (
    <div className="page page--narrow">
      <h1>{copy.title}</h1>
      <h2>{copy.paid.heading}</h2>
      <p>{copy.paid.text}</p>
      <Link className="button" to={DASHBOARD_ROUTE}>
        {copy.paid.link}
      </Link>
    </div>
  );
}
