import type { ReactNode } from 'react';
import { useWillStore, willOf } from '../../will/will-context';
import { partnerNameOf } from '../../../engine/products/mirror/partner-name';
import { MirrorInvitationList } from './mirror-invitation-list';
import { mirrorOfferState, openInvitations, useMirrorInvitations } from './use-mirror-invitations';
import './mirror.css';

/**
 * Where a step offers "Invite {partner} to make a mirror will" (refer-partner), the offer (`children`)
 * only while no invitation is pending or accepted; otherwise those invitations, a pending one with Withdraw, as My
 * Will's panel shows them. Nothing while they load.
 */
export default function MirrorOfferGate({ children }: { children: ReactNode }) {
  const { state } = useWillStore();
  const will = state ? willOf(state) : null;
  const { sent, loaded, withdraw } = useMirrorInvitations();
  const shown = mirrorOfferState(will, will ? partnerNameOf(will) : null, sent, loaded);
  if (shown === 'offer') return children;
  if (shown === 'none') return null;
  return (
    <div className="mirror-offer">
      <MirrorInvitationList invitations={openInvitations(sent)} onWithdraw={(id) => void withdraw(id)} />
    </div>
  );
}
