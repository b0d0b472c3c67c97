import { Link } from 'react-router-dom';
import { partnerNameOf } from '../../../engine/products/mirror/partner-name';
import { interpolate } from '../../../engine/steps/interpolate';
import type { Will } from '../../../engine/will/will';
import { MirrorInvitationList } from '../mirror/mirror-invitation-list';
import { mirrorOfferState, useMirrorInvitations } from '../mirror/use-mirror-invitations';
import copy from '../../../schemas/copy/mirror.json';
import '../mirror/mirror.css';

/**
 * My Will's mirror-wills panel: the invitations sent, each pending, accepted (only that), withdrawn or
 * expired, a pending one withdrawable; the offer to invite the partner Family names while none is pending or
 * accepted; and, on a will filled in from a partner's, a word on it. The invitations need a confirmed address.
 */
export function MirrorPanel({ will }: { will: Will }) {
  const { sent, loaded, withdraw } = useMirrorInvitations();
  const partner = partnerNameOf(will);
  const invitations = sent?.invitations ?? [];
  const offer = mirrorOfferState(will, partner, sent, loaded) === 'offer';
  if (!offer && invitations.length === 0 && !will.mirror) return null;

  return (
    <section id="mirror" className="mirror-panel" aria-labelledby="mirror-heading">
      <h2 id="mirror-heading">{copy.dashboard.heading}</h2>
      {will.mirror && <p>{interpolate(copy.dashboard.acceptedFrom, { inviter: will.mirror.inviterName })}</p>}
      <MirrorInvitationList invitations={invitations} onWithdraw={(id) => void withdraw(id)} />
      {offer && (
        <>
          <p>{copy.offerText}</p>
          <Link className="button button--secondary" to="/will/mirror/invite">
            {interpolate(copy.offerLink, { partner: partner ?? '' })}
          </Link>
        </>
      )}
    </section>
  );
}
