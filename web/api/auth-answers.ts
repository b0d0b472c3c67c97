/**
 * better-auth's answers, which are not the app's own typed routes (server/app.ts AppType): each is checked here for
 * the fields the browser reads, so nothing is taken on trust.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The signed-in user as the server shows it: no serial id (ADR 0004); `role` 'reviewer' for the legal team;
 * `twoFactorEnabled` once sign-in asks for an authenticator app's code.
 */
export type SessionUser = { hashid: string; name: string; email: string; role?: string; emailVerified?: boolean; twoFactorEnabled?: boolean };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** The user of a get-session answer, or null when it names none (signed out). */
export function sessionUserOf(answer: unknown): SessionUser | null {
  const user = isObject(answer) ? answer.user : undefined;
  if (!isObject(user) || typeof user.hashid !== 'string') return null;
  return { hashid: user.hashid, name: String(user.name), email: String(user.email), role: text(user.role), emailVerified: flag(user.emailVerified), twoFactorEnabled: flag(user.twoFactorEnabled) };
}

/** The session's expiry in a get-session answer, or null when there is none or it is not a date. */
export function sessionExpiryOf(answer: unknown): Date | null {
  const session = isObject(answer) ? answer.session : undefined;
  const expiresAt = isObject(session) && typeof session.expiresAt === 'string' ? new Date(session.expiresAt) : null;
  return expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null;
}

/** An authenticator app's secret (an otpauth:// URI) and its backup codes, as enabling the second factor answers them. */
export type Enrolment = { totpURI: string; backupCodes: string[] };

/** The backup codes of an answer; none when it has no list of them. */
export const backupCodesOf = (answer: unknown): string[] => (isObject(answer) && isStrings(answer.backupCodes) ? answer.backupCodes : []);

/** The enrolment of an answer to enabling the second factor (an empty secret when it names none). */
export const enrolmentOf = (answer: unknown): Enrolment => ({ totpURI: isObject(answer) ? (text(answer.totpURI) ?? '') : '', backupCodes: backupCodesOf(answer) });

/** Whether a password sign-in's answer asks for the second factor (the account has it on). */
export const asksForSecondFactor = (answer: unknown): boolean => isObject(answer) && answer.twoFactorRedirect === true;
