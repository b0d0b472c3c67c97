import type { SentInvitation } from '../../../engine/products/mirror/sent-invitations';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/mirror.json';
import './mirror.css';

/**
 * Mirror invitations sent, each with its status (pending, accepted: only that, withdrawn, expired); a pending one
 * has Withdraw. Under the list, once one is accepted, that nothing more is told.
 */
export function MirrorInvitationList({ invitations, onWithdraw }: { invitations: readonly SentInvitation[]; onWithdraw: (id: string) => void }) {
  if (invitations.length === 0) return null;
  return (
    <>
      <ul className="mirror-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>{interpolate(copy.dashboard[invitation.status], { name: invitation.name, email: invitation.email })}</span>
            {invitation.status === 'pending' && (
              <button type="button" className="button button--secondary" aria-label={interpolate(copy.dashboard.withdrawLabel, { name: invitation.name })} onClick={() => onWithdraw(invitation.id)}>
                {copy.dashboard.withdraw}
              </button>
            )}
          </li>
        ))}
      </ul>
      {invitations.some((invitation) => invitation.status === 'accepted') && <p>{copy.dashboard.acceptedNote}</p>}
    </>
  );
}
