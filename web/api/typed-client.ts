import type { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** The type of `hc<AppType>`: Hono's RPC client for every route of the app, with its requests and answers. */
export type AppClient = ReturnType<typeof hc<AppType>>;

type Call = { param?: Record<string, string>; query?: Record<string, string | undefined>; json?: unknown };
type CallOptions = { init?: Omit<RequestInit, 'headers'> };
/** A request as the client makes it: its headers a plain object. */
export type ApiInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };
type Fetch = (path: string, init: ApiInit) => Promise<Response>;

/** The path and request of a call `client.a.b[':id'].$post(call, options)`, made as Hono's client makes it. */
export function requestOf(segments: string[], call: Call = {}, options: CallOptions = {}): [string, ApiInit] {
  const method = segments.at(-1)!.slice(1).toUpperCase();
  let path = `/${segments.slice(0, -1).join('/')}`;
  // Unlike hc, each parameter is URL-encoded, as the app's ids always were.
  for (const [name, value] of Object.entries(call.param ?? {})) path = path.replace(`/:${name}`, `/${encodeURIComponent(value)}`);
  const query = new URLSearchParams(Object.entries(call.query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
  if (query.size > 0) path = `${path}?${query}`;
  const json = call.json !== undefined && method !== 'GET';
  return [path, { method, headers: json ? { 'Content-Type': 'application/json' } : {}, body: json ? JSON.stringify(call.json) : undefined, ...options.init }];
}

function proxy(fetch: Fetch, segments: string[]): unknown {
  return new Proxy(() => undefined, {
    // 'then' is no route: awaiting a path must not call it.
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? proxy(fetch, [...segments, key]) : undefined),
    apply: (_target, _this, [call, options]: [Call?, CallOptions?]) => fetch(...requestOf(segments, call, options)),
  });
}

/**
 * `hc<AppType>`'s calls without its runtime: Hono's client carries forms, cookies, WebSockets and URL helpers the app
 * never uses, 2 KB (Brotli) on every page. The requests it makes are hc's (typed-client.test.ts compares them), and
 * its type is hc's own, so the routes' types reach web/api unchanged.
 */
export function typedClient(fetch: Fetch): AppClient {
  return proxy(fetch, []) as AppClient;
}
