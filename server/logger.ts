import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * The server's one logger: JSON lines with pino, each carrying the request id of the request it was
 * written for (`reqId`, from an AsyncLocalStorage the request-log middleware fills), at the level LOG_LEVEL names.
 * No will content, names, emails or tokens: callers log ids and outcomes, never bodies; error messages and stacks
 * pass through `redactText` (an email address inside an SMTP error, a token in a URL), and request paths through
 * `redactPath`.
 */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` with `reqId` on every line it logs, however deep in the call stack. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
/** A run of 20 or more URL-safe characters: session tokens, reset and verification tokens, secrets. */
const TOKEN = /[A-Za-z0-9_-]{20,}/g;

/** A message or stack with any email address and anything shaped like a token replaced. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(TOKEN, '[token]');
}

/** A request path without its query (which may carry a token) and with token-like segments replaced. */
export function redactPath(path: string): string {
  const [withoutQuery = ''] = path.split('?');
  return withoutQuery.replace(TOKEN, '[token]');
}

/** An error as a log field: its class, code, redacted message and stack, and its cause's, never its other properties. */
export function errorField(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: redactText(error.message),
    stack: error.stack ? redactText(error.stack) : undefined,
    ...(error.cause !== undefined ? { cause: errorField(error.cause) } : {}),
  };
}

export type LogOptions = { level?: string; destination?: DestinationStream; pretty?: boolean };

function createLogger({ level = 'info', destination, pretty: prettyPrint = false }: LogOptions): Logger {
  const options = {
    level,
    base: undefined,
    mixin: () => requestContext.getStore() ?? {},
    serializers: { err: errorField },
  };
  if (destination) return pino(options, destination);
  // A person at a terminal reads lines, not JSON (`npm start` in a shell); a log collector gets JSON.
  return prettyPrint ? pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })) : pino(options);
}

/** The level when LOG_LEVEL is unset: info, and silent under vitest, whose own output is the test report. */
const defaultLevel = () => process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info');

/** The logger every server module writes to; `configureLogger` replaces it (main at start, tests to read lines). */
export let log: Logger = createLogger({ level: defaultLevel() });

export function configureLogger(options: LogOptions): Logger {
  log = createLogger({ level: defaultLevel(), ...options });
  return log;
}
