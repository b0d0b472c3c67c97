import type { MiddlewareHandler } from 'hono';
import apiErrors from '../../schemas/copy/api-errors.json';
import { interpolate } from '../../engine/steps/interpolate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a Referer header names, or null when it is not an absolute URL. */
function refererOrigin(referer: string): string | null {
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for every state-changing request: a browser always sends Origin (or Sec-Fetch-Site) on a write,
 * so one from another site is refused. Without Origin, a Referer is the next witness of where the request came
 * from (some privacy extensions and older browsers drop Origin but keep Referer), so a foreign one is refused too.
 * A request with none of them comes from a non-browser client, which cannot carry a victim's cookies by itself.
 * The refusal says, in words a user understands, to open the app at its own address (the first trusted origin,
 * BASE_URL's): what a user sees whose page was opened at another address of the same server (127.0.0.1 for
 * localhost, a server's IP address for its name).
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  const message = interpolate(apiErrors.crossSite, { address: trustedOrigins[0] ?? '' });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    const fetchSite = c.req.header('sec-fetch-site');
    const fromUs = origin
      ? trusted.has(origin)
      : referer
        ? trusted.has(refererOrigin(referer) ?? '')
        : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!fromUs) return c.json({ type: 'forbidden', message }, 403);
    return next();
  };
}
