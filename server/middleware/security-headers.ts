import { ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Content-Security-Policy with no 'unsafe-eval' or 'unsafe-inline': form validators are precompiled and every
 * script and style is a file served from our own origin. Permissions-Policy turns off every powerful feature the
 * app never uses, so a script that got in anyway cannot reach the camera, microphone or location; payment stays
 * open to our own page and the payment frames (Stripe's card form may offer Apple Pay or Google Pay). The other
 * headers are Hono's secureHeaders defaults; Strict-Transport-Security only when the app is served over https.
 */
function honoSecureHeaders(extraScriptHosts: string[], extraFrameHosts: string[], https: boolean) {
  return secureHeaders({
    // A browser ignores HSTS over plain http:// (RFC 6797 8.1), and a local or test server must not claim it.
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...extraScriptHosts],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...extraScriptHosts],
      frameSrc: extraFrameHosts.length ? extraFrameHosts : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      accelerometer: [],
      autoplay: [],
      browsingTopics: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: ['self', ...extraFrameHosts],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
    },
  });
}

/** The headers Hono's secureHeaders sets with our options, read once from a response it decorated. */
async function securityHeaderList(extraScriptHosts: string[], extraFrameHosts: string[], https: boolean): Promise<[string, string][]> {
  const probe = new Hono().use(honoSecureHeaders(extraScriptHosts, extraFrameHosts, https)).get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

/**
 * Sets `headers` on every response of the routes it is used on. Served by @hono/node-server, they are put on Node's
 * response before the app runs, and Node merges them into the head it writes: setting them afterwards on the web
 * Response, as secureHeaders does, made @hono/node-server's light response build a web Headers object and fill it,
 * about 20 µs a request (3% of a will save). Anywhere else (app.request in tests) they are set on the finished
 * Response. Either way a header the route set itself is kept.
 */
export function responseHeaders(headers: [string, string][] | Promise<[string, string][]>): MiddlewareHandler {
  let known = Array.isArray(headers) ? headers : undefined;
  const listed = Promise.resolve(headers).then((list) => (known = list));
  return async (c, next) => {
    const list = known ?? (await listed);
    const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of list) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/**
 * Security headers on every response: Hono's secureHeaders with our Content-Security-Policy. `https`: the app's
 * public address (BASE_URL) is https, so Strict-Transport-Security is sent.
 */
export function securityHeaders({ https }: { https: boolean }, extraScriptHosts: string[] = [], extraFrameHosts: string[] = []): MiddlewareHandler {
  return responseHeaders(securityHeaderList(extraScriptHosts, extraFrameHosts, https));
}

/**
 * API answers carry a person's will, family and money: no browser or proxy may keep a copy (the back-forward
 * cache, a shared computer's disk cache, a corporate proxy). better-auth already says so on its own answers.
 */
export const apiNoStore = (): MiddlewareHandler => responseHeaders([['cache-control', 'no-store']]);
