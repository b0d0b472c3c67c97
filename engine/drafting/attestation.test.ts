import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { castWill, clauseOf, TODAY } from './fixtures/clause-wills';

describe('attestation', () => {
  it('is the last clause: signed before two witnesses present at the same time, who sign in the testator’s presence', () => {
    const doc = draftWill(castWill(), TODAY);
    expect(doc.clauses.at(-1)?.kind).toBe('attestation');
    expect(clauseOf(castWill(), 'attestation')).toEqual([
      '3. Signatures',
      'Signed by Jane Smith as their will in our presence, both of us being present at the same time, and then signed by each of us in the presence of Jane Smith.',
      'Signed by Jane Smith',
      'Signature',
      'Date',
      'First witness',
      'Signature',
      'Full name',
      'Address',
      'Occupation',
      'Second witness',
      'Signature',
      'Full name',
      'Address',
      'Occupation',
    ]);
  });

  it('gives the testator a signature and date line and each witness five lines, one a second address line', () => {
    const signatures = draftWill(castWill(), TODAY).clauses.at(-1)?.signatures;
    expect(signatures?.testator.fields).toEqual(['Signature', 'Date']);
    expect(signatures?.witnesses.map((w) => w.fields)).toEqual([
      ['Signature', 'Full name', 'Address', '', 'Occupation'],
      ['Signature', 'Full name', 'Address', '', 'Occupation'],
    ]);
  });
});
