import type { StepLoaded } from '../../steps/binding/step-document';

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
