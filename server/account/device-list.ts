import { createHash } from 'node:crypto';
import Bowser from 'bowser';

/** A signed-in device as the account page shows it: never the session's token or serial id. */
export type Device = { id: string; browser: string | null; os: string | null; signedInAt: string; lastActiveAt: string; current: boolean };

type StoredSession = { token: string; userAgent?: string | null; createdAt: Date | string; updatedAt: Date | string };

/** The public handle of a session: a hash of its token, which names it without letting anyone use it. */
export const deviceId = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** The browser and system a user agent names (Bowser), or nulls when it names none. */
function browserOf(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name ?? null, os: parsed.os.name ?? null };
}

/** The user's sessions as devices, the most recently active first; `currentToken` marks this one. */
export function deviceList(sessions: StoredSession[], currentToken: string): Device[] {
  return sessions
    .map((session) => ({
      id: deviceId(session.token),
      ...browserOf(session.userAgent),
      signedInAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.updatedAt).toISOString(),
      current: session.token === currentToken,
    }))
    .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt));
}
