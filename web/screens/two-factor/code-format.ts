/** An authenticator app's code as typed, spaces removed: six digits. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * A backup code as typed, in better-auth's form (five letters or digits, a dash, five more), or null when it cannot
 * be one. Spaces are dropped and a missing dash is put back.
 */
export function backupCodeOf(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  const parts = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/.exec(code);
  return parts ? `${parts[1]}-${parts[2]}` : null;
}
