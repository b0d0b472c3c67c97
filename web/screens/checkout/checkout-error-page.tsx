import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/document-title';
import { loadPageConfig } from '../../will/page-config';
import { DASHBOARD_ROUTE } from './checkout-routes';
import copy from '../../../schemas/copy/checkout.json';
import './checkout.css';

// The phone number is a link inside the sentence: the text either side of {phone}.
const [beforePhone, afterPhone] = copy.error.contact.split('{phone}');

/** The checkout error page (SPEC 8): the apology, what went wrong, the way back to My Will and our phone number. */
export function CheckoutErrorPage({ message }: { message: string }) {
  useDocumentTitle(copy.error.title);
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPageConfig().then((config) => live && setPhone(config?.contact_phone || null));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="page page--narrow checkout-error">
      <h1>{copy.error.title}</h1>
      <p className="checkout-error__message">{message}</p>
      <p>
        <Link className="button" to={DASHBOARD_ROUTE}>
          {copy.error.link}
        </Link>
      </p>
      <p>
        {phone ? (
          <>
            {beforePhone}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            {afterPhone}
          </>
        ) : (
          copy.error.contactNoPhone
        )}
      </p>
    </div>
  );
}
