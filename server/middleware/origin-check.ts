import type { MiddlewareHandler } from 'hono';
import apiErrors from '../../schemas/copy/api-errors.json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing request: a browser always sends Origin (or Sec-Fetch-Site) on a write,
 * so one from another site is refused. A request with neither comes from a non-browser client, which cannot
 * carry a victim's cookies by itself.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameOrigin = origin ? trusted.has(origin) : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!sameOrigin) return c.json({ type: 'forbidden', message: apiErrors.crossSite }, 403);
    return next();
  };
}
