import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The id of the page's `<script type="application/json">` holding its first answers (a data block, never run). */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * What the server answered, for the page it drew signed in (server/routes/signed-in-page.ts), to the GET requests
 * the page's first render needs (`/api/auth/get-session`, `/api/will`, ...), by path: the browser draws its first
 * render from them, as the server did, and hydrates the server's HTML instead of asking again. `page` is the path
 * they were read for.
 */
export type FirstAnswers = { page: string; answers: Record<string, unknown> };

/** The answers of one page load; each is taken by the first screen that mounts with it, then never again. */
type Holder = { first: FirstAnswers; used: Set<string> };

const FirstAnswersContext = createContext<Holder | null>(null);

/** Around the app, on the server's render of a signed-in page and in the browser hydrating it. */
export function FirstAnswersProvider({ first, children }: { first: FirstAnswers | null; children: ReactNode }) {
  return <FirstAnswersContext.Provider value={first ? { first, used: new Set() } : null}>{children}</FirstAnswersContext.Provider>;
}

/**
 * The server's answer to GET `path` for this page's first render, once: undefined when there is none, or once a
 * screen that read it has mounted (a later visit to the screen in the same tab asks the server again, so it never
 * shows an answer older than the page). A render thrown away before it mounts reads it again.
 */
export function useFirstAnswer<T>(path: string): T | undefined {
  const holder = useContext(FirstAnswersContext);
  const answer = holder && !holder.used.has(path) ? (holder.first.answers[path] as T | undefined) : undefined;
  useEffect(() => {
    if (answer !== undefined) holder?.used.add(path);
  }, [holder, path, answer]);
  return answer;
}

/** The first answers the server embedded in this page, or null (a page drawn in the browser, or unreadable data). */
export function readFirstAnswers(doc: Document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as FirstAnswers;
    return parsed && typeof parsed.page === 'string' && parsed.answers && typeof parsed.answers === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * JSON for a `<script type="application/json">` in HTML: every `<`, `>` and `&` escaped (no `</script>` or `<!--`
 * can end the block early), and the line separators JavaScript once read as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data block carrying a page's first answers, for the server to put in the page it drew. */
export function firstAnswersScript(first: FirstAnswers): string {
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(first)}</script>`;
}
