import type { StepLoaded } from '../../steps/binding/step-document';
import type { Will } from '../../will/will';
import { knownPartnerEmail } from './partner-email';
import { partnerNameOf } from './partner-name';

export type InvitationStatus = 'pending' | 'accepted' | 'withdrawn' | 'expired';

/** A mirror invitation the user sent, as GET /api/mirror-invitation lists it. */
export type SentInvitation = { id: string; name: string; email: string; status: InvitationStatus; createdAt: string };

const STATUSES: readonly string[] = ['pending', 'accepted', 'withdrawn', 'expired'];

const isInvitation = (value: unknown): value is SentInvitation => {
  const v = value as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && ['id', 'name', 'email', 'createdAt'].every((key) => typeof v[key] === 'string') && STATUSES.includes(String(v.status));
};

/** The invitations a step loaded (its `source`, mirror.invitations: GET /api/mirror-invitation's `invitations`). */
export function sentInvitations(loaded: StepLoaded | undefined): SentInvitation[] {
  return Array.isArray(loaded?.invitations) ? loaded.invitations.filter(isInvitation) : [];
}

/** The invitations still open: pending or accepted (the offer is not made again while one is). */
export function openInvitations(invitations: readonly SentInvitation[]): SentInvitation[] {
  return invitations.filter((invitation) => invitation.status === 'pending' || invitation.status === 'accepted');
}

/**
 * What the invitation form starts with: the partner Family names, and the email address the user already gave for
 * them (engine/products/mirror/partner-email.ts); what is not known is left unanswered.
 */
export function mirrorInviteAnswers(loaded: StepLoaded | undefined, will: Will): Record<string, unknown> {
  const partner = partnerNameOf(will);
  const email = partner ? knownPartnerEmail(will, partner, sentInvitations(loaded)) : '';
  return { ...(partner ? { name: partner } : {}), ...(email ? { email } : {}) };
}
