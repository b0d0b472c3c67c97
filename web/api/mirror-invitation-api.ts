import { api } from './client';

export type MirrorInvitationStatus = 'pending' | 'accepted' | 'withdrawn' | 'expired';
export type SentMirrorInvitation = { id: string; name: string; email: string; status: MirrorInvitationStatus; createdAt: string };
export type MirrorInvitations = { invitations: SentMirrorInvitation[]; acceptedFrom: { acceptedAt: string } | null };

/**
 * POST /api/mirror-invitation: emails the partner a mirror-will link, having agreed to share what a mirror copies and
 * confirmed the joint instructions.
 */
export const sendMirrorInvitation = (partner: { name: string; email: string }) =>
  api<{ status: 'SENT'; id: string }>('POST', '/api/mirror-invitation', { ...partner, consent: true, jointInstructions: true });

/** GET /api/mirror-invitation: the invitations the user sent, and whether their own will came from one. */
export const fetchMirrorInvitations = () => api<MirrorInvitations>('GET', '/api/mirror-invitation');

/** DELETE /api/mirror-invitation/:id: withdraws a pending invitation. */
export const withdrawMirrorInvitation = (id: string) => api<{ status: 'WITHDRAWN' }>('DELETE', `/api/mirror-invitation/${encodeURIComponent(id)}`);

/** POST /api/mirror-invitation/accept: confirms the joint instructions and prefills the signed-in user's empty will from the inviter's. */
export const acceptMirrorInvitation = (token: string) => api<{ status: 'ACCEPTED'; revision: number }>('POST', '/api/mirror-invitation/accept', { token, jointInstructions: true });
