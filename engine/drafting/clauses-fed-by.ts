import type { Will } from '../will/will';
import { draftWill } from './draft-will';
import type { ClauseKind } from './draft-document';

/**
 * Which clauses of the drafted will a section of the will feeds, found by drafting `will` with and without the
 * section (its value removed) and comparing each clause: no list kept by hand, so it stays true as drafting changes.
 * `will` should answer every section (a fixture such as fixtures/large-will.ts).
 */
export function clausesFedBy(will: Will, today: string, section: string): ClauseKind[] {
  // Clause and paragraph numbers shift when a clause comes or goes: compare the words alone.
  const words = (clause: unknown) => JSON.stringify(clause, (key, value) => (key === 'number' ? undefined : value)).replace(/\b(clauses?|paragraphs?) \d+(\.\d+)?/gi, '$1 N');
  const byKind = (draft: ReturnType<typeof draftWill>) => new Map(draft.clauses.map((clause) => [clause.kind, words(clause)]));
  const withIt = byKind(draftWill(will, today));
  const without = { ...will } as Record<string, unknown>;
  delete without[section];
  const withoutIt = byKind(draftWill(without as unknown as Will, today));
  const kinds = new Set<ClauseKind>([...withIt.keys(), ...withoutIt.keys()]);
  return [...kinds].filter((kind) => withIt.get(kind) !== withoutIt.get(kind));
}
