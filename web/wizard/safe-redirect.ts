/**
 * Where to go after signing in: only a path inside /will (or the legal team's /review console), so a crafted link
 * cannot send users elsewhere.
 */
export function safeRedirect(value: string | null, fallback = '/will/dashboard'): string {
  if (!value || !(value.startsWith('/will') || /^\/review([/?#]|$)/.test(value)) || value.startsWith('//')) return fallback;
  return value;
}
