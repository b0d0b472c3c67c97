/**
 * An answer typed into a step and not saved yet, kept when the session ends or the page is reloaded: nothing typed
 * is lost. The step form notes what is typed as it changes (noteAnswer, in memory only); when the session ends, or
 * the page goes (a reload), keepNotedAnswer puts the last note in sessionStorage (this tab only, gone with it) with
 * the user it belongs to; the step takes it back when it opens again for that same user: after signing in again it
 * saves it (the user was saving when the session ended), after a reload it shows it, to save when they choose.
 * Anyone else who signs in on the tab never sees it: it is dropped, so one person's answer is never saved into
 * another's will.
 */
type Noted = { key: string; data: Record<string, unknown> };
/** What the step does with a kept answer when it opens again: save it, or show it in the form. */
export type Resume = 'save' | 'show';
type Kept = Noted & { owner: string; resume?: Resume };

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

/**
 * Keeps the last noted answer in this tab's sessionStorage for after signing in again, as `owner`'s: the signed-in
 * user's public hashid (not a secret, and all the browser knows of who it is).
 */
export function keepNotedAnswer(owner: string, resume: Resume = 'save'): void {
  if (noted) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...noted, owner, resume } satisfies Kept));
}

/** Whether the answer kept now is to be saved when handed back (kept as a session ended) or only shown (a reload). */
export function keptAnswerResume(): Resume {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null)?.resume === 'show' ? 'show' : 'save';
  } catch {
    return 'save';
  }
}

/**
 * The kept answer of step `key` if `owner` (the signed-in user's hashid) is who it was kept for; it stays kept until
 * dropKeptAnswer. An answer kept for anyone else is dropped here.
 */
export function keptAnswer(key: string, owner: string): Record<string, unknown> | null {
  let kept: Partial<Kept> | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
  } catch {
    kept = null;
  }
  if (!kept) return null;
  if (kept.owner !== owner || !kept.data) {
    dropKeptAnswer();
    return null;
  }
  return kept.key === key ? kept.data : null;
}

/** Drops the kept answer once it has been handed back. */
export function dropKeptAnswer(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
