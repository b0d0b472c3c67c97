import { useToast } from '../../ui/toast';
import type { PanelProps } from '../../wizard/step-panels';
import { openInvitations, sentInvitations } from '../../../engine/products/mirror/sent-invitations';
import { MirrorInvitationList } from './mirror-invitation-list';
import { withdrawInvitation } from './use-mirror-invitations';

/**
 * The panel `mirror.invitations` (a step's `instead`): the mirror invitations still open that the step loaded (its
 * source, mirror.invitations), a pending one with Withdraw, which reads them again.
 */
export default function MirrorInvitationsPanel({ loaded, reload }: PanelProps) {
  const toast = useToast();
  return <MirrorInvitationList invitations={openInvitations(sentInvitations(loaded))} onWithdraw={(id) => void withdrawInvitation(id, toast, reload)} />;
}
