/**
 * A choice held until it is saved (a step file's `hold`): moving on from such a step saves nothing; its answer is
 * kept here, in this tab's sessionStorage (so a reload keeps it), with the signed-in user it belongs to, and the next
 * screens of its flow show the will as that answer would make it (./use-held-document). The first of them that saves
 * saves the choice with its own answers; going back to the choice's step shows the choice held, and nothing stored
 * has changed. Another user's held choice is dropped unread.
 */
export type HeldChoice = { flow: string; stepId: string; data: Record<string, unknown>; params: Record<string, string>; owner: string };

const STORAGE_KEY = 'will-writer:held-choice';

/** Holds `choice` (replacing any other). */
export function holdChoice(choice: HeldChoice): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
}

/** The choice held for `owner`, if any; one held for anyone else is dropped. */
export function heldChoice(owner: string | undefined): HeldChoice | null {
  let held: Partial<HeldChoice> | null;
  try {
    held = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<HeldChoice> | null;
  } catch {
    held = null;
  }
  if (!held) return null;
  if (!owner || held.owner !== owner || !held.flow || !held.stepId || !held.data) {
    if (owner) dropHeldChoice();
    return null;
  }
  return held as HeldChoice;
}

/** Forgets the held choice (saved, or given up). */
export function dropHeldChoice(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
