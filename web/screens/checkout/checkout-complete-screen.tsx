import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useWill, willOf } from '../../will/will-context';
import { partnerNameOf } from '../../../engine/products/mirror/partner-name';
import mirrorCopy from '../../../schemas/copy/mirror.json';
import { useDocumentTitle } from '../../ui/document-title';
import { fetchPaidOrder, type PaidOrder } from '../../api/checkout-api';
import { MirrorInvitationList } from '../mirror/mirror-invitation-list';
import { mirrorOfferState, openInvitations, useMirrorInvitations } from '../mirror/use-mirror-invitations';
import { dayWords } from '../../../engine/time/day-words';
import { interpolate } from '../../../engine/steps/interpolate';
import { DASHBOARD_ROUTE, paidOrderOf } from './checkout-routes';
import copy from '../../../schemas/copy/checkout.json';
import './checkout.css';

const REFER_ROUTE = '/will/refer-partner';
const LPA_START_ROUTE = '/will/schedule-call';
const MIRROR_ROUTE = '/will/mirror/invite';

/**
 * /will/checkout-complete (SPEC 2.14): the will goes to the legal team and will be emailed to the user's address;
 * the way back to My Will, a refer-a-friend card with the user's own discount code, and, when the order paid
 * included the LPA, a card to get it started; when Family names a partner, the mirror-will invitation. The order and the code come from the server (GET
 * /api/checkout/paid-order), so a reload shows the same page; the order checkout passed along shows meanwhile.
 */
export default function CheckoutCompleteScreen() {
  useDocumentTitle(copy.complete.title);
  const { user } = useSession();
  const passed = paidOrderOf(useLocation().state);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  useEffect(() => {
    let live = true;
    fetchPaidOrder().then(
      (answer) => live && setPaid(answer),
      // Nothing paid yet (404) or the server is unreachable: the page keeps what checkout passed along, if anything.
      (error: unknown) => console.warn('The paid order could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, []);
  const order = paid?.order ?? passed;
  const friendCode = paid?.friend_code ?? null;
  // The date stored with the submission (My Will and the receipt give the same); the order's own until it loads.
  const dueDate = paid?.review_due_date ?? order?.urgent_due_date ?? null;
  const boughtLpa = order?.lines.some((line) => line.name === 'lpa') ?? false;
  const { state } = useWill();
  // Offered only while no invitation is pending or accepted (those show instead, a pending one withdrawable) and the
  // user's own will was not made from one.
  const mirror = useMirrorInvitations();
  const will = state ? willOf(state) : null;
  const partner = will ? partnerNameOf(will) : null;
  const mirrorShown = mirrorOfferState(will, partner, mirror.sent, mirror.loaded);

  return (
    <div className="checkout-complete">
      <section className="page checkout-complete__main">
        <h1>{copy.complete.title}</h1>
        <p>{interpolate(copy.complete.text, { email: user?.email ?? '' })}</p>
        {dueDate && <p>{interpolate(order?.urgent_due_date ? copy.complete.urgent : copy.complete.dueDate, { date: dayWords(dueDate) })}</p>}
        <Link className="button" to={DASHBOARD_ROUTE}>
          {copy.complete.dashboard}
        </Link>
      </section>
      {boughtLpa && (
        <section className="checkout-complete__card" aria-labelledby="lpa-heading">
          <h2 id="lpa-heading">{copy.complete.lpa.heading}</h2>
          <p>{copy.complete.lpa.text}</p>
          <Link className="button button--secondary" to={LPA_START_ROUTE}>
            {copy.complete.lpa.link}
          </Link>
        </section>
      )}
      {friendCode && (
        <section className="checkout-complete__card" aria-labelledby="refer-heading">
          <h2 id="refer-heading">{copy.complete.refer.heading}</h2>
          <p>{interpolate(copy.complete.refer.text, { percent: friendCode.percent })}</p>
          <p className="friend-code">
            <span>{copy.complete.refer.codeLabel}:</span>
            <strong className="friend-code__code">{friendCode.code}</strong>
          </p>
          <p>{copy.complete.refer.invite}</p>
          <Link className="button button--secondary" to={REFER_ROUTE}>
            {copy.complete.refer.link}
          </Link>
        </section>
      )}
      {mirrorShown !== 'none' && (
        <section className="checkout-complete__card" aria-labelledby="mirror-heading">
          <h2 id="mirror-heading">{mirrorCopy.dashboard.heading}</h2>
          {mirrorShown === 'open' ? (
            <MirrorInvitationList invitations={openInvitations(mirror.sent)} onWithdraw={(id) => void mirror.withdraw(id)} />
          ) : (
            <>
              <p>{mirrorCopy.offerText}</p>
              <Link className="button button--secondary" to={MIRROR_ROUTE}>
                {interpolate(mirrorCopy.offerLink, { partner: partner ?? '' })}
              </Link>
            </>
          )}
        </section>
      )}
    </div>
  );
}
