/**
 * An answer typed into a step when the session ended (issue 18: nothing typed is lost). The step form notes what
 * is typed as it changes (noteAnswer, in memory only); when the session ends, keepNotedAnswer puts the last note in
 * sessionStorage (this tab only, gone with it); the step takes it back when it opens again after signing in, and
 * saves it.
 */
type Noted = { key: string; data: Record<string, unknown> };

const STORAGE_KEY = 'will-writer:kept-answer';
let noted: Noted | null = null;

/** The key of a step on the page: its address and the step (a modal shares its address with the page under it). */
export const answerKey = (pathname: string, stepId: string) => `${pathname}#${stepId}`;

/** Remembers, in memory, what is typed into the step `key` (replacing any earlier note). */
export function noteAnswer(key: string, data: Record<string, unknown>): void {
  noted = { key, data };
}

/** Forgets the note of `key` (the step was saved or left). */
export function forgetNote(key: string): void {
  if (noted?.key === key) noted = null;
}

/** Keeps the last noted answer in this tab's sessionStorage, for after signing in again. */
export function keepNotedAnswer(): void {
  if (noted) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(noted));
}

/** The kept answer of step `key`, if there is one; it stays kept until dropKeptAnswer. */
export function keptAnswer(key: string): Record<string, unknown> | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Noted | null;
    return kept?.key === key ? kept.data : null;
  } catch {
    return null;
  }
}

/** Drops the kept answer once it has been handed back. */
export function dropKeptAnswer(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
