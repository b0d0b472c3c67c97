import type { Will } from '../../will/will';

/** An invitation the user sent before, as the invitations listing gives it (newest last or first: `createdAt` orders). */
export type EarlierInvitation = { name: string; email: string; createdAt: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The partner's email address the user has already given, to start the mirror invitation with: from the latest
 * invitation they sent to the partner of that name (withdrawn or expired), else from the plain partner referral the
 * will records; '' when they have given none for this partner.
 */
export function knownPartnerEmail(will: Will, partner: string, invitations: readonly EarlierInvitation[]): string {
  const latest = invitations
    .filter((invitation) => sameName(invitation.name, partner))
    .reduce<EarlierInvitation | null>((newest, invitation) => (!newest || invitation.createdAt > newest.createdAt ? invitation : newest), null);
  if (latest) return latest.email;
  const referred = will.partnerReferred;
  return referred?.email && referred.name && sameName(referred.name, partner) ? referred.email : '';
}
