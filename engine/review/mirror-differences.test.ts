import { describe, expect, it } from 'vitest';
import { completeWill, FRIEND, TODAY } from '../will/fixtures/will-fixtures';
import { mirrorWill } from '../products/mirror/mirror-will';
import { draftWill } from '../drafting/draft-will';
import { clauseLines } from '../drafting/draft-text';
import type { Will } from '../will/will';
import { compareDrafts, mirrorDifferences, mirrorNames, type ClauseComparison, type Segment } from './mirror-differences';

/** completeWill()'s mirror as its partner would finish it: the marker gone, the same steps passed. */
function partnerWill(): Will {
  const mirrored = mirrorWill(completeWill());
  if (!mirrored.ok) throw new Error('completeWill() can be mirrored');
  const { mirror: _marker, ...will } = mirrored.will;
  return { ...will, passedSteps: [1, 2, 3, 4, 5, 6] };
}

const text = (segments: Segment[] | null) => (segments ?? []).map((s) => s.text).join('');
const marked = (segments: Segment[] | null) => (segments ?? []).filter((s) => s.changed).map((s) => s.text.trim());
const clause = (clauses: ClauseComparison[], kind: string) => clauses.find((c) => c.kind === kind)!;

describe('compareDrafts', () => {
  it('aligns the clauses of both wills by kind, and shows every line as drafted (clauseLines)', () => {
    const left = completeWill();
    const right = partnerWill();
    const { clauses } = mirrorDifferences(left, right, TODAY);
    const leftDraft = draftWill(left, TODAY);
    const rightDraft = draftWill(right, TODAY);
    const kinds = [...new Set([...leftDraft.clauses, ...rightDraft.clauses].map((c) => c.kind))];
    expect(clauses.map((c) => c.kind).sort()).toEqual(kinds.sort());
    for (const c of clauses) {
      const l = leftDraft.clauses.find((d) => d.kind === c.kind);
      const r = rightDraft.clauses.find((d) => d.kind === c.kind);
      expect(c.lines.filter((line) => line.left).map((line) => text(line.left))).toEqual(l ? clauseLines(l) : []);
      expect(c.lines.filter((line) => line.right).map((line) => text(line.right))).toEqual(r ? clauseLines(r) : []);
    }
  });

  it('does not mark the names swapped or a clause numbered one lower, but still shows them', () => {
    const { clauses } = mirrorDifferences(completeWill(), partnerWill(), TODAY);
    const opening = clause(clauses, 'opening');
    expect(opening.status).toBe('equivalent');
    const declaration = opening.lines.find((line) => line.status === 'equivalent')!;
    expect(text(declaration.left)).toContain('Jane Smith');
    expect(text(declaration.right)).toContain('John Smith');
    expect(marked(declaration.left)).toEqual([]);
    // The names a mirror swaps are picked out by role: each will's own maker, and its partner.
    const role = (segments: Segment[] | null, r: string) => (segments ?? []).filter((s) => s.role === r).map((s) => s.text);
    expect(role(declaration.left, 'testator')).toEqual(['Jane Smith']);
    expect(role(declaration.right, 'testator')).toEqual(['John Smith']);
    const spouse = clause(clauses, 'executors').lines.find((line) => text(line.left).includes('my spouse'))!;
    expect(role(spouse.left, 'partner')).toEqual(['John Smith']);
    expect(role(spouse.right, 'partner')).toEqual(['Jane Smith']);
    // The partner's will has no gifts, so its residuary clause comes one number earlier: not a difference either.
    const residuary = clause(clauses, 'residuary');
    expect(residuary.numbers.left).toBe(residuary.numbers.right! + 1);
    expect(residuary.status).toBe('equivalent');
    expect(clause(clauses, 'revocation').status).toBe('same');
  });

  it('compares in English a will drafted in Welsh or in both languages: the choice of language is no difference', () => {
    const english = mirrorDifferences(completeWill(), partnerWill(), TODAY);
    expect(mirrorDifferences({ ...completeWill(), willLanguage: 'cy' }, { ...partnerWill(), willLanguage: 'bilingual' }, TODAY)).toEqual(english);
  });

  it('marks a clause only one will has, and counts it', () => {
    const result = mirrorDifferences(completeWill(), partnerWill(), TODAY);
    const gifts = clause(result.clauses, 'gifts');
    expect(gifts.status).toBe('left-only');
    expect(gifts.numbers.right).toBeNull();
    expect(gifts.lines.every((line) => line.status === 'left-only' && line.right === null && line.left!.every((s) => s.changed))).toBe(true);
    expect(result.differing).toBe(1);
    const reversed = mirrorDifferences(partnerWill(), completeWill(), TODAY);
    expect(clause(reversed.clauses, 'gifts').status).toBe('right-only');
    expect(reversed.differing).toBe(1);
  });

  it('marks the words that differ within a line both wills have', () => {
    const left = completeWill();
    const right: Will = { ...partnerWill(), gifts: [{ type: 'money', itemDesc: '750', moreInfo: null, beneficiaries: [FRIEND] }] };
    const gifts = clause(mirrorDifferences(left, right, TODAY).clauses, 'gifts');
    expect(gifts.status).toBe('different');
    const money = gifts.lines.find((line) => line.status === 'different' && text(line.left).includes('£500'))!;
    expect(text(money.right)).toContain('£750');
    expect(marked(money.left)).toEqual(['500']);
    expect(marked(money.right)).toEqual(['750']);
    // The books are in the left will only: a line of its own, not paired with something else.
    expect(gifts.lines.some((line) => line.status === 'left-only' && text(line.left).includes('all of my books'))).toBe(true);
  });

  it('marks a different person where each will names someone else', () => {
    const right = partnerWill();
    right.executors = [
      { type: 'person', uuid: right.partner! },
      { type: 'person', uuid: FRIEND },
    ];
    const executors = clause(mirrorDifferences(completeWill(), right, TODAY).clauses, 'executors');
    expect(executors.status).toBe('different');
    const second = executors.lines.find((line) => line.status === 'different')!;
    expect(text(second.left)).toContain('Ben Smith');
    expect(text(second.right)).toContain('Sam Jones');
    expect(marked(second.left).join(' ')).toContain('Ben');
    expect(marked(second.right).join(' ')).toContain('Sam');
    // The partner's appointment differs only by the names: not marked.
    expect(executors.lines.filter((line) => line.status === 'equivalent').map((line) => text(line.right))).toContainEqual(expect.stringContaining('my spouse Jane Smith'));
  });

  it('a name is replaced only as a whole word, and the longer of two overlapping names first', () => {
    const base = draftWill(completeWill(), TODAY);
    const withLine = (line: string) => ({ ...base, clauses: [{ number: 1, kind: 'opening' as const, heading: 'Declaration', paragraphs: [{ text: line }] }] });
    const result = compareDrafts(
      { draft: withLine('I, Ann Lee-Smith, leave it to Ann Leeds.'), names: { testator: 'Ann Lee-Smith', partner: 'Ann Lee' } },
      { draft: withLine('I, Bo Day, leave it to Ann Leeds.'), names: { testator: 'Bo Day', partner: 'Cy Day' } },
    );
    expect(clause(result.clauses, 'opening').status).toBe('equivalent');
  });

  it('mirrorNames: the testator as drafted and the partner the will names, or null', () => {
    const will = completeWill();
    expect(mirrorNames(will, draftWill(will, TODAY))).toEqual({ testator: 'Jane Smith', partner: 'John Smith' });
    const single: Will = { ...will, partner: undefined, maritalStatus: { id: 1, comc: null } };
    expect(mirrorNames(single, draftWill(single, TODAY)).partner).toBeNull();
  });
});
