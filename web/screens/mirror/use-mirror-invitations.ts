import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { fetchMirrorInvitations, withdrawMirrorInvitation, type MirrorInvitations, type SentMirrorInvitation } from '../../api/mirror-invitation-api';
import type { Will } from '../../../engine/will/will';
import { openInvitations as openOf } from '../../../engine/products/mirror/sent-invitations';
import copy from '../../../schemas/copy/mirror.json';

/**
 * What the mirror-will offer shows: `open`, the invitations pending or accepted (the offer is not made
 * again while one is); `offer`, the invitation to the partner Family names; `none`, neither (no partner, a will made
 * from a partner's, or the invitations still loading for a confirmed address).
 */
export type MirrorOfferState = 'none' | 'offer' | 'open';

/** The invitations sent that are pending or accepted. */
export const openInvitations = (sent: MirrorInvitations | null): SentMirrorInvitation[] => openOf(sent?.invitations ?? []);

/** Withdraws a pending invitation and says so (or why not, as a toast); `then` reads the invitations again either way. */
export async function withdrawInvitation(id: string, toast: (kind: 'success' | 'error', message: string) => void, then: () => unknown): Promise<void> {
  try {
    await withdrawMirrorInvitation(id);
    toast('success', copy.dashboard.withdrawn_toast);
  } catch (error) {
    toast('error', (error as Error).message);
  }
  await then();
}

export function mirrorOfferState(will: Will | null, partner: string | null, sent: MirrorInvitations | null, loaded: boolean): MirrorOfferState {
  if (!will || will.mirror || sent?.acceptedFrom || !loaded) return 'none';
  if (openInvitations(sent).length > 0) return 'open';
  return partner ? 'offer' : 'none';
}

/**
 * The mirror invitations the user sent (GET /api/mirror-invitation), read once the address is confirmed (an
 * unconfirmed one is asked nothing: `loaded` at once, nothing sent); `withdraw` withdraws a pending one and reads
 * them again. A failed read counts as loaded with nothing sent.
 */
export function useMirrorInvitations() {
  const { user } = useSession();
  const toast = useToast();
  const verified = user?.emailVerified === true;
  const [sent, setSent] = useState<MirrorInvitations | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    fetchMirrorInvitations().then(setSent, (error: unknown) => {
      console.warn('The mirror invitations could not be loaded:', error);
      setFailed(true);
    });
  }, []);
  useEffect(() => {
    if (verified) load();
  }, [verified, load]);
  const withdraw = useCallback((id: string) => withdrawInvitation(id, toast, load), [toast, load]);
  return { sent, loaded: !verified || sent !== null || failed, withdraw };
}
