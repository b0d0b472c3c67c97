import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { castWill, clauseBody, SAM, TODAY } from './fixtures/clause-wills';

describe('the executors’ administrative powers', () => {
  it('are drafted in plain words whenever an executor is appointed', () => {
    expect(clauseBody(castWill({ executors: [{ type: 'person', uuid: SAM }] }), 'powers')).toEqual([
      'In addition to the powers the law gives them, my Executors have the following powers:',
      '  (a) to appropriate any asset of my estate in or towards satisfaction of any gift or share under this will, at a value they consider fair, under section 41 of the Administration of Estates Act 1925 but without any of the consents that section requires, including the consent of a beneficiary or, for a beneficiary under 18, of their parent or guardian;',
      '  (b) to insure any asset of my estate against any risk and for any amount they think fit, and to pay the premiums out of income or capital;',
      "  (c) to pay or transfer anything to which a beneficiary under 18 is entitled to that beneficiary's parent or guardian, or to the beneficiary themselves once they are 16, whose receipt is a complete discharge to my Executors, who need not see how it is used;",
      '  (d) to exercise any power or discretion even though one or more of them is also a beneficiary or has another personal interest in how it is exercised; and',
      '  (e) for any of my Executors who is a solicitor, accountant or other person acting in a professional capacity, to charge reasonable fees for work done by them or their firm in administering my estate, including work that an executor who is not a professional could have done personally.',
    ]);
  });

  it('come after the gifts and before the funeral wishes, and the signing guide says in one paragraph what they are for', () => {
    const draft = draftWill(castWill({ executors: [{ type: 'person', uuid: SAM }], funeralWishes: { funeralType: 'burial', finalRestingPlace: null, additionalWishes: [] } }), TODAY);
    const kinds = draft.clauses.map((c) => c.kind);
    expect(kinds.indexOf('powers')).toBeGreaterThan(kinds.indexOf('executors'));
    expect(kinds.indexOf('powers')).toBe(kinds.indexOf('funeral') - 1);
    const step = draft.signingInstructions.steps.find((s) => s.heading === 'The powers your will gives your executors')!;
    expect(step.paragraphs).toHaveLength(1);
    expect(step.paragraphs[0]!.text).toMatch(/^The clause headed Powers of my Executors lets them run your estate/);
  });

  it('are absent, with their guide paragraph, when no executor is appointed', () => {
    const draft = draftWill(castWill(), TODAY);
    expect(draft.clauses.map((c) => c.kind)).not.toContain('powers');
    expect(draft.signingInstructions.steps.map((s) => s.heading)).not.toContain('The powers your will gives your executors');
  });
});
