import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { fetchMirrorInvitations, withdrawMirrorInvitation, type MirrorInvitations } from '../../api/mirror-invitation-api';
import { partnerNameOf } from '../../../engine/mirror/partner-name';
import { interpolate } from '../../../engine/interpolate';
import type { Will } from '../../../engine/will';
import copy from '../../../schemas/copy/mirror.json';
import '../mirror/mirror.css';

/**
 * My Will's mirror-wills panel (issue 30): the invitations sent, each pending, accepted (only that), withdrawn or
 * expired, a pending one withdrawable; the offer to invite the partner Family names while none is pending or
 * accepted; and, on a will filled in from a partner's, a word on it. The invitations need a confirmed address.
 */
export function MirrorPanel({ will }: { will: Will }) {
  const { user } = useSession();
  const toast = useToast();
  const verified = user?.emailVerified === true;
  const [sent, setSent] = useState<MirrorInvitations | null>(null);
  const load = useCallback(() => {
    fetchMirrorInvitations().then(setSent, (error: unknown) => console.warn('The mirror invitations could not be loaded:', error));
  }, []);
  useEffect(() => {
    if (verified) load();
  }, [verified, load]);

  const partner = partnerNameOf(will);
  const invitations = sent?.invitations ?? [];
  const open = invitations.some((invitation) => invitation.status === 'pending' || invitation.status === 'accepted');
  const offer = partner !== null && !open && !will.mirror && !sent?.acceptedFrom;
  if (!offer && invitations.length === 0 && !will.mirror) return null;

  const withdraw = async (id: string) => {
    try {
      await withdrawMirrorInvitation(id);
      toast('success', copy.dashboard.withdrawn_toast);
    } catch (error) {
      toast('error', (error as Error).message);
    }
    load();
  };

  return (
    <section id="mirror" className="mirror-panel" aria-labelledby="mirror-heading">
      <h2 id="mirror-heading">{copy.dashboard.heading}</h2>
      {will.mirror && <p>{copy.dashboard.acceptedFrom}</p>}
      {invitations.length > 0 && (
        <ul>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>{interpolate(copy.dashboard[invitation.status], { name: invitation.name, email: invitation.email })}</span>
              {invitation.status === 'pending' && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={interpolate(copy.dashboard.withdrawLabel, { name: invitation.name })}
                  onClick={() => void withdraw(invitation.id)}
                >
                  {copy.dashboard.withdraw}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {invitations.some((invitation) => invitation.status === 'accepted') && <p>{copy.dashboard.acceptedNote}</p>}
      {offer && (
        <>
          <p>{copy.offerText}</p>
          <Link className="button button--secondary" to="/will/mirror/invite">
            {interpolate(copy.offerLink, { partner })}
          </Link>
        </>
      )}
    </section>
  );
}
