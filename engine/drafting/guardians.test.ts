import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { AMY, ANN, BEN, CARA, castWill, clauseBody, clauseOf, PARTNER, SAM, TODAY, TOM } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';

// Children Act 1989 s.5(7)-(8): with a parent with parental responsibility still living, the appointment waits until
// the child has no such parent. "Outlives", not "survives": the will's 28-day survivorship definition does not apply.
const EFFECT =
  'These appointments take effect as the law allows: at my death if no parent with parental responsibility for the child outlives me, and otherwise when the child no longer has a parent with parental responsibility.';

describe('guardians', () => {
  it('appoints one guardian for a child under 18, identified by date of birth', () => {
    expect(clauseOf(castWill({ guardians: { [AMY]: [SAM] } }), 'guardians')).toEqual([
      '3. Guardians',
      '3.1 If my child Amy Smith (born 5 May 2015) is under 18 when I die, I appoint Sam Jones of 2 Low Road, York, YO1 1AA to be the guardian of Amy Smith.',
      `3.2 ${EFFECT}`,
    ]);
  });

  it('lists several guardians, who act without one who cannot', () => {
    expect(clauseBody(castWill({ guardians: { [AMY]: [SAM, ANN] } }), 'guardians')).toEqual([
      'If my child Amy Smith (born 5 May 2015) is under 18 when I die, I appoint the following to be the guardians of Amy Smith:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      'If one of the guardians I appoint for a child dies before me, or is unable or unwilling to act, the others may act without them.',
      EFFECT,
    ]);
  });

  it('leaves out guardians chosen for a child who is 18 or over (Cara turns 18 today, Ben is 25)', () => {
    const will = castWill({ guardians: { [AMY]: [SAM], [CARA]: [ANN], [BEN]: [TOM] } });
    const body = clauseBody(will, 'guardians')!;
    expect(body).toHaveLength(2);
    expect(body.join('\n')).not.toMatch(/Cara|Ben|Ann Lee|Tom Green/);
  });

  it('names only guardians who are relations or children of the will, not the child themself, each once', () => {
    const body = clauseBody(castWill({ guardians: { [AMY]: [SAM, SAM, fixtureUuid(999), AMY] } }), 'guardians');
    expect(body?.[0]).toBe('If my child Amy Smith (born 5 May 2015) is under 18 when I die, I appoint Sam Jones of 2 Low Road, York, YO1 1AA to be the guardian of Amy Smith.');
  });

  it('may appoint an adult child (Ben, 25) as guardian of a younger sibling', () => {
    const body = clauseBody(castWill({ guardians: { [AMY]: [BEN] } }), 'guardians');
    expect(body?.[0]).toBe('If my child Amy Smith (born 5 May 2015) is under 18 when I die, I appoint my child Ben Smith of 9 Other Street, Hull, HU1 1AA to be the guardian of Amy Smith.');
  });

  it('appoints no guardian for a child the single will-writer has no parental responsibility for (Children Act 1989 s.5(3))', () => {
    const will = castWill({ guardians: { [AMY]: [SAM] }, parentalResponsibility: { [AMY]: { user: false } } });
    expect(clauseOf(will, 'guardians')).toBeNull();
    const draft = draftWill(will, TODAY);
    const guardianChecks = draft.warnings.filter((w) => w.step === 'guardians');
    expect(guardianChecks.map((w) => [w.code, w.blocking])).toEqual([['noParentalResponsibility', false]]);
    expect(guardianChecks[0]!.message).toContain('Amy Smith');
    // With parental responsibility the appointment is drafted.
    expect(clauseOf(castWill({ guardians: { [AMY]: [SAM] }, parentalResponsibility: { [AMY]: { user: true, guardian: false } } }), 'guardians')).not.toBeNull();
  });

  it('drafts the appointment once the will-writer is married: an earlier No is not asked any more (marriage gives it: s.2(3))', () => {
    const will = castWill({ maritalStatus: { id: 3, comc: null }, partner: PARTNER, guardians: { [AMY]: [SAM] }, parentalResponsibility: { [AMY]: { user: false } } });
    expect(clauseBody(will, 'guardians')?.[0]).toContain('I appoint Sam Jones');
  });

  it('is absent when no child under 18 has a guardian', () => {
    expect(clauseOf(castWill(), 'guardians')).toBeNull();
    expect(clauseOf(castWill({ guardians: { [BEN]: [SAM] } }), 'guardians')).toBeNull();
  });
});
