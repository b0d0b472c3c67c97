/**
 * The differences between the two drafted wills of a mirror pair, for the legal team: each will's clauses
 * as text (engine/drafting/draft-text.ts clauseLines, the same text as the preview and the PDF), aligned clause by
 * clause (by kind, in CLAUSE_ORDER), then line by line. Lines are compared with each will's own testator named
 * as one placeholder and its partner as another, and with clause and paragraph numbers left out, so a mirror's
 * expected differences (the names swapped, a clause numbered one lower because the other will has one more) are
 * not marked as differences; such a line is still shown as drafted, with status 'equivalent'. In a line that differs,
 * the words that differ are marked. Pure.
 */
import { diffArrays, diffWords } from 'diff';
import { draftWill } from '../drafting/draft-will';
import { clauseLines } from '../drafting/draft-text';
import { CLAUSE_ORDER, type ClauseKind, type DraftDocument } from '../drafting/draft-document';
import type { TrusteeService } from '../drafting/trustee-service';
import type { Will } from '../will/will';

/** The names a will's text is compared without: its testator's and the partner it names. */
export type MirrorNames = { testator: string; partner: string | null };

/** One drafted will of the pair with its names. */
export type MirrorSide = { draft: DraftDocument; names: MirrorNames };

/**
 * A piece of a line's text; `changed` when it differs from the other will's line. `role` marks the will's own
 * testator's or partner's name in a line both wills have (the names a mirror swaps).
 */
export type Segment = { text: string; changed: boolean; role?: 'testator' | 'partner' };

/**
 * 'same': the same text; 'equivalent': the same once each will's testator and partner names (and the numbering) are set
 * aside; 'different': the line is in both wills with other words; 'left-only' / 'right-only': in one will only.
 */
export type LineStatus = 'same' | 'equivalent' | 'different' | 'left-only' | 'right-only';

export type LineComparison = { status: LineStatus; left: Segment[] | null; right: Segment[] | null };

export type ClauseStatus = 'same' | 'equivalent' | 'different' | 'left-only' | 'right-only';

export type ClauseComparison = {
  kind: ClauseKind;
  /** The clause's heading (the left will's, else the right's). */
  heading: string;
  /** Its number in each will, or null where that will has no such clause. */
  numbers: { left: number | null; right: number | null };
  status: ClauseStatus;
  lines: LineComparison[];
};

export type MirrorDifferences = {
  clauses: ClauseComparison[];
  /** How many clauses differ beyond the names (including a clause only one will has). */
  differing: number;
};

// Private-use characters: never in a will's text, and one word each to the word diff.
const TESTATOR = '\uE000';
const PARTNER = '\uE001';
const NUMBER = /^\d+(?:\.\d+)*\.?\s+/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `line` without its leading clause or paragraph number, each of the will's names replaced by its placeholder. */
function comparable(line: string, names: MirrorNames): string {
  const pairs = [
    [names.testator.trim(), TESTATOR],
    [names.partner?.trim() ?? '', PARTNER],
  ].filter(([name]) => name !== '') as [string, string][];
  // The longer name first, so a name inside the other ('Ann Lee' in 'Ann Lee-Smith') does not split it.
  pairs.sort((a, b) => b[0].length - a[0].length);
  let text = line.replace(NUMBER, '');
  for (const [name, placeholder] of pairs) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu'), placeholder);
  return text;
}

const numberOf = (line: string) => NUMBER.exec(line)?.[0] ?? '';

/** A comparable text back in one will's words: plain runs, and each placeholder as the name it stands for. */
function spelled(text: string, names: MirrorNames, changed: boolean): Segment[] {
  const segments: Segment[] = [];
  for (const piece of text.split(new RegExp(`([${TESTATOR}${PARTNER}])`, 'u'))) {
    if (piece === TESTATOR) segments.push({ text: names.testator.trim(), changed, role: 'testator' });
    else if (piece === PARTNER) segments.push({ text: names.partner?.trim() ?? '', changed, role: 'partner' });
    else if (piece !== '') segments.push({ text: piece, changed });
  }
  return segments;
}

/** A line both wills have alike: its number, then its text with the will's names marked by role. */
function alike(line: string, names: MirrorNames): Segment[] {
  const number = numberOf(line);
  return [...(number ? [{ text: number, changed: false }] : []), ...spelled(comparable(line, names), names, false)];
}

/** Two lines that differ beyond the names: each side's text with the words that differ marked. */
function markedPair(left: string, right: string, sides: [MirrorNames, MirrorNames]): [Segment[], Segment[]] {
  const l: Segment[] = numberOf(left) ? [{ text: numberOf(left), changed: false }] : [];
  const r: Segment[] = numberOf(right) ? [{ text: numberOf(right), changed: false }] : [];
  for (const part of diffWords(comparable(left, sides[0]), comparable(right, sides[1]))) {
    if (!part.added) l.push(...spelled(part.value, sides[0], part.removed));
    if (!part.removed) r.push(...spelled(part.value, sides[1], part.added));
  }
  return [l, r];
}

const whole = (text: string, changed: boolean): Segment[] => [{ text, changed }];

/** The lines of two versions of one clause, aligned (a longest common subsequence of the comparable lines). */
function compareLines(left: string[], right: string[], sides: [MirrorNames, MirrorNames]): LineComparison[] {
  const rows: LineComparison[] = [];
  let li = 0;
  let ri = 0;
  const parts = diffArrays(
    left.map((line) => comparable(line, sides[0])),
    right.map((line) => comparable(line, sides[1])),
  );
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (!part.added && !part.removed) {
      for (let k = 0; k < part.count; k++) {
        const [l, r] = [left[li++]!, right[ri++]!];
        rows.push({ status: l === r ? 'same' : 'equivalent', left: alike(l, sides[0]), right: alike(r, sides[1]) });
      }
      continue;
    }
    // A run only in the left will, then (maybe) one only in the right: paired line by line where both have one.
    const removed = part.removed ? part.count : 0;
    const next = parts[p + 1];
    const added = part.added ? part.count : next?.added ? next.count : 0;
    if (part.removed && next?.added) p++;
    for (let k = 0; k < Math.max(removed, added); k++) {
      if (k < removed && k < added) {
        const [l, r] = markedPair(left[li++]!, right[ri++]!, sides);
        rows.push({ status: 'different', left: l, right: r });
      } else if (k < removed) rows.push({ status: 'left-only', left: whole(left[li++]!, true), right: null });
      else rows.push({ status: 'right-only', left: null, right: whole(right[ri++]!, true) });
    }
  }
  return rows;
}

function clauseStatus(lines: readonly LineComparison[]): ClauseStatus {
  if (lines.some((line) => line.status !== 'same' && line.status !== 'equivalent')) return 'different';
  return lines.some((line) => line.status === 'equivalent') ? 'equivalent' : 'same';
}

/** The two drafts' clauses side by side, aligned by kind in the order the wills draw them. */
export function compareDrafts(left: MirrorSide, right: MirrorSide): MirrorDifferences {
  const sides: [MirrorNames, MirrorNames] = [left.names, right.names];
  const clauses: ClauseComparison[] = [];
  for (const kind of CLAUSE_ORDER) {
    const l = left.draft.clauses.find((clause) => clause.kind === kind);
    const r = right.draft.clauses.find((clause) => clause.kind === kind);
    if (!l && !r) continue;
    const numbers = { left: l?.number ?? null, right: r?.number ?? null };
    const heading = (l ?? r)!.heading;
    if (l && r) {
      const lines = compareLines(clauseLines(l), clauseLines(r), sides);
      clauses.push({ kind, heading, numbers, status: clauseStatus(lines), lines });
    } else if (l) {
      clauses.push({ kind, heading, numbers, status: 'left-only', lines: clauseLines(l).map((line) => ({ status: 'left-only', left: whole(line, true), right: null })) });
    } else {
      clauses.push({ kind, heading, numbers, status: 'right-only', lines: clauseLines(r!).map((line) => ({ status: 'right-only', left: null, right: whole(line, true) })) });
    }
  }
  return { clauses, differing: clauses.filter((clause) => clause.status !== 'same' && clause.status !== 'equivalent').length };
}

/** The names a will's text is compared without: the testator's (as drafted) and the partner the will names. */
export function mirrorNames(will: Will, draft: DraftDocument): MirrorNames {
  const partner = will.partner ? will.relations?.[will.partner]?.fullName?.trim() || null : null;
  return { testator: draft.testatorName, partner };
}

/**
 * Drafts both wills on `today` (as the console drafts one) and compares them, in English whatever language each was
 * chosen in: mirror wills mirror in what they do, and a Welsh and an English will of the same gifts are not different.
 */
export function mirrorDifferences(left: Will, right: Will, today: string, options: { trustee?: TrusteeService } = {}): MirrorDifferences {
  const side = (will: Will): MirrorSide => {
    const draft = draftWill(will, today, { trustee: options.trustee, language: 'en' });
    return { draft, names: mirrorNames(will, draft) };
  };
  return compareDrafts(side(left), side(right));
}
