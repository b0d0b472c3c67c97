/**
 * The tracker on My Will: what happened to the will in the legal team's hands, oldest first, each with its
 * time. Pure: the server gathers the facts (server/stores/review-tracker-store.ts). The legal team acts as one: no
 * entry names a reviewer.
 */

/** One entry of the will into the queue (payment, or a resubmission), with the due date stated then. */
export type TrackerRound = { kind: 'submitted' | 'resubmitted'; at: string; due_date: string };

/** A reviewer's decision as the tracker tells it: a request for changes (its step and message) or a delivery. */
export type TrackerDecision = { action: 'needs_attention' | 'delivered'; at: string; step: string | null; message: string | null };

export type TrackerFacts = {
  rounds: readonly TrackerRound[];
  /** When a reviewer opened the submission (or took it), any order. */
  views: readonly string[];
  decisions: readonly TrackerDecision[];
  /** When each delivery email was sent, any order. */
  deliveryMailsSent: readonly string[];
};

export type TrackerEntry =
  | { kind: 'submitted' | 'resubmitted'; at: string; due_date: string }
  | { kind: 'reviewing'; at: string }
  | { kind: 'changes_requested'; at: string; step: string | null; message: string | null }
  | { kind: 'approved'; at: string }
  /** `version` counts the deliveries from 1; `emailed` is false while the email waits to be sent (`at` is then the approval's). */
  | { kind: 'delivered'; at: string; version: number; emailed: boolean };

const byTime = <T extends { at: string }>(items: readonly T[]) => [...items].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

/** Order within one instant: a round, then review, then the decision and what follows it. */
const RANK: Record<TrackerEntry['kind'], number> = { submitted: 0, resubmitted: 0, reviewing: 1, changes_requested: 2, approved: 2, delivered: 3 };

/**
 * The tracker's entries, oldest first: each round; "being reviewed" at the first opening of the submission after the
 * round began and before its first decision; each request for changes; each delivery as "approved" (the decision)
 * and "delivered" (when its email was sent: the first sent after the decision and before the next one).
 */
export function trackerEntries(facts: TrackerFacts): TrackerEntry[] {
  const rounds = byTime(facts.rounds);
  const decisions = byTime(facts.decisions);
  const views = [...facts.views].sort();
  const mails = [...facts.deliveryMailsSent].sort();
  const entries: TrackerEntry[] = rounds.map((round) => ({ kind: round.kind, at: round.at, due_date: round.due_date }));
  rounds.forEach((round, i) => {
    const end = [rounds[i + 1]?.at, decisions.find((d) => d.at >= round.at)?.at].filter((t): t is string => t !== undefined).sort()[0];
    const view = views.find((at) => at >= round.at && (end === undefined || at <= end));
    if (view) entries.push({ kind: 'reviewing', at: view });
  });
  let version = 0;
  decisions.forEach((decision, i) => {
    if (decision.action === 'needs_attention') {
      entries.push({ kind: 'changes_requested', at: decision.at, step: decision.step, message: decision.message });
      return;
    }
    version += 1;
    const next = decisions[i + 1]?.at;
    const sent = mails.find((at) => at >= decision.at && (next === undefined || at < next));
    entries.push({ kind: 'approved', at: decision.at }, { kind: 'delivered', at: sent ?? decision.at, version, emailed: sent !== undefined });
  });
  return entries.map((entry, i) => ({ entry, i })).sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : RANK[a.entry.kind] - RANK[b.entry.kind] || a.i - b.i)).map(({ entry }) => entry);
}
