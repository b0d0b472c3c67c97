/**
 * Whether the Welsh wording a will uses may go into a will that is signed: every drafting text it reads must be
 * translated, approved by the legal team (`approved: true` in schemas/cy/copy/drafting.json, set through the content
 * sheet) and current (translated from the English as it now reads). Until then a Welsh or bilingual will is a draft.
 */
import copy from '../../schemas/copy/drafting.json';
import { isCurrent, type TranslationLayer } from '../i18n/translation-layer';

/** A drafting text awaiting the legal team's approval of its Welsh: its key, and the English heading of its clause. */
export interface PendingWelsh {
  /** The copy's key, dotted: `clauses.attestation.text`, `signing.sign.text`. */
  key: string;
  /** The English heading of the clause or signing step it belongs to, when it has one. */
  heading: string | null;
  reason: 'missing' | 'unapproved' | 'outOfDate';
}

const englishAt = (pointer: string): unknown =>
  pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], copy);

function headingOf(pointer: string): string | null {
  const [, group, section] = pointer.split('/');
  const heading = englishAt(`/${group}/${section}/heading`);
  return (group === 'clauses' || group === 'signing' || group === 'letter') && typeof heading === 'string' ? heading : null;
}

/** The texts among `used` (JSON pointers into the drafting copy) whose Welsh is missing, unapproved or out of date. */
export function pendingWelsh(used: Iterable<string>, layer: TranslationLayer): PendingWelsh[] {
  const pending: PendingWelsh[] = [];
  for (const pointer of [...new Set(used)].sort()) {
    const english = englishAt(pointer);
    // A text of placeholders and punctuation alone ('{name}', ', ') reads the same in every language.
    if (typeof english !== 'string' || !/\p{L}/u.test(english.replace(/\{\w+\}/g, ''))) continue;
    const entry = layer[pointer];
    const reason = !entry ? 'missing' : !isCurrent(entry, english) ? 'outOfDate' : entry.approved !== true ? 'unapproved' : null;
    if (reason) pending.push({ key: pointer.slice(1).replace(/\//g, '.'), heading: headingOf(pointer), reason });
  }
  return pending;
}

/**
 * The pending texts for a message, grouped by the English heading of their clause or signing step:
 * 'Signatures (clauses.attestation.heading, clauses.attestation.text); document.title'.
 */
export function describePending(pending: readonly PendingWelsh[]): string {
  const groups = new Map<string, string[]>();
  for (const p of pending) groups.set(p.heading ?? '', [...(groups.get(p.heading ?? '') ?? []), p.key]);
  return [...groups].map(([heading, keys]) => (heading ? `${heading} (${keys.join(', ')})` : keys.join(', '))).join('; ');
}
