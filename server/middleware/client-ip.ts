import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ClientIpEnv = { Variables: { clientIp: string } };

/** The header through which the client address reaches better-auth, which only reads headers. */
export const CLIENT_IP_HEADER = 'x-will-writer-client-ip';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no socket, e.g. app.request() in a test
  }
}

/**
 * The client's address for rate limits. X-Forwarded-For is trusted only for the configured number of proxy hops in
 * front of the app (TRUSTED_PROXY_HOPS): with none, a client could forge it to escape every limit.
 */
export function clientIp(trustedProxyHops: number): MiddlewareHandler<ClientIpEnv> {
  return async (c, next) => {
    let ip = socketAddress(c);
    if (trustedProxyHops > 0) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
      ip = forwarded[forwarded.length - trustedProxyHops] ?? ip;
    }
    c.set('clientIp', ip ?? 'unknown');
    return next();
  };
}

/** The request as better-auth should see it: the trusted client address in its own header, nothing forged. */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
