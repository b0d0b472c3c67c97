import { secureHeaders } from 'hono/secure-headers';

/**
 * Content-Security-Policy with no 'unsafe-eval' or 'unsafe-inline': form validators are precompiled and every
 * script and style is a file served from our own origin.
 */
export function securityHeaders(extraScriptHosts: string[] = [], extraFrameHosts: string[] = []) {
  return secureHeaders({
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
  });
}
