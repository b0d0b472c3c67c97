/** The role better-auth's `role` field gives the legal team (server/stores/reviewer-role.ts). */
export const REVIEWER_ROLE = 'reviewer';
