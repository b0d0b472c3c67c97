import type { StepId } from '../steps/steps';
import type { AnswerRow, StepAnswers } from './answers-by-step';

/** One answer that differs between two revisions, as a reviewer reads it. */
export type AnswerChange =
  | { kind: 'added'; label: string; value: string }
  | { kind: 'removed'; label: string; value: string }
  | { kind: 'changed'; label: string; from: string; to: string };

/** The changes within one step; only steps with at least one change are listed. */
export type SectionChanges = { step: StepId; title: string; changes: AnswerChange[] };

function changesOf(before: readonly AnswerRow[], after: readonly AnswerRow[]): AnswerChange[] {
  const old = new Map(before.map((r) => [r.key, r]));
  const now = new Map(after.map((r) => [r.key, r]));
  const changes: AnswerChange[] = [];
  for (const r of after) {
    const was = old.get(r.key);
    if (!was) changes.push({ kind: 'added', label: r.label, value: r.value });
    else if (was.value !== r.value) changes.push({ kind: 'changed', label: r.label, from: was.value, to: r.value });
  }
  for (const r of before) if (!now.has(r.key)) changes.push({ kind: 'removed', label: r.label, value: r.value });
  return changes;
}

/**
 * What changed between two revisions' answers (engine/review/answers-by-step.ts), section by section in step order:
 * rows added, removed, or changed from one value to another, matched by their stable keys. Pure.
 */
export function diffAnswers(before: readonly StepAnswers[], after: readonly StepAnswers[]): SectionChanges[] {
  return after.flatMap((section) => {
    const changes = changesOf(before.find((s) => s.step === section.step)?.rows ?? [], section.rows);
    return changes.length > 0 ? [{ step: section.step, title: section.title, changes }] : [];
  });
}
