/** Where to go after signing in: only a path inside /will, so a crafted link cannot send users elsewhere. */
export function safeRedirect(value: string | null, fallback = '/will/dashboard'): string {
  if (!value || !value.startsWith('/will') || value.startsWith('//')) return fallback;
  return value;
}
