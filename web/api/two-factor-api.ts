import { api } from './client';
import { backupCodesOf, enrolmentOf } from './auth-answers';

export { asksForSecondFactor } from './auth-answers';

/** POST /api/auth/two-factor/enable (better-auth): the secret as an otpauth:// URI and the backup codes. */
export const enableTwoFactor = (password: string) => api('POST', '/api/auth/two-factor/enable', { password }).then(enrolmentOf);

/** POST /api/auth/two-factor/verify-totp: the app's code turns the factor on, or completes a sign-in that asked for it. */
export const verifyTotp = (code: string) => api('POST', '/api/auth/two-factor/verify-totp', { code });

/** POST /api/auth/two-factor/verify-backup-code: completes a sign-in with a backup code, which then no longer works. */
export const verifyBackupCode = (code: string) => api('POST', '/api/auth/two-factor/verify-backup-code', { code });

/** The base32 secret in an otpauth:// URI, for typing into an app by hand. */
export const secretOf = (totpURI: string): string => new URL(totpURI).searchParams.get('secret') ?? '';

/** POST /api/auth/two-factor/disable: turns the factor off with the password (refused to a reviewer, 403). */
export const disableTwoFactor = (password: string) => api('POST', '/api/auth/two-factor/disable', { password });

/** POST /api/auth/two-factor/generate-backup-codes: 10 new backup codes with the password; the old ones stop working. */
export const generateBackupCodes = (password: string) => api('POST', '/api/auth/two-factor/generate-backup-codes', { password }).then((answer) => ({ backupCodes: backupCodesOf(answer) }));
