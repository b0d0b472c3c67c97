/**
 * Operations with IO that a step file may name in `commit` besides the engine's will operations
 * (engine/steps/step-operations.ts): they act on the onboarding answers, the account or outside services.
 * Plain data, so the content checker can read it; effects.ts implements each.
 */
export const effectNames = ['onboarding.store', 'onboarding.finish', 'account.register', 'account.signIn', 'referPartner.send', 'lpaInterest.register', 'account.requestPasswordReset', 'account.resetPassword', 'mirrorInvitation.send', 'calls.book'] as const;

export type EffectName = (typeof effectNames)[number];
