import { answerOf, client, type AnswerOf } from './client';

const invitations = client.api['mirror-invitation'];

/** The invitations the user sent, and whether their own will came from one. */
export type MirrorInvitations = AnswerOf<typeof invitations.$get>;
export type SentMirrorInvitation = MirrorInvitations['invitations'][number];
export type MirrorInvitationStatus = SentMirrorInvitation['status'];

/**
 * POST /api/mirror-invitation: emails the partner a mirror-will link, having agreed to share what a mirror copies and
 * confirmed the joint instructions.
 */
export const sendMirrorInvitation = (partner: { name: string; email: string }) => answerOf(invitations.$post({ json: { ...partner, consent: true, jointInstructions: true } }));

/** GET /api/mirror-invitation: the invitations the user sent, and whether their own will came from one. */
export const fetchMirrorInvitations = () => answerOf(invitations.$get());

/** DELETE /api/mirror-invitation/:id: withdraws a pending invitation. */
export const withdrawMirrorInvitation = (id: string) => answerOf(invitations[':id'].$delete({ param: { id } }));

/** POST /api/mirror-invitation/accept: confirms the joint instructions and prefills the signed-in user's empty will from the inviter's. */
export const acceptMirrorInvitation = (token: string) => answerOf(invitations.accept.$post({ json: { token, jointInstructions: true } }));
