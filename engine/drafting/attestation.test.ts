import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { castWill, clauseOf, TODAY } from './fixtures/clause-wills';

describe('attestation', () => {
  it('is the last clause: signed before two witnesses present at the same time, who sign in the testator’s presence', () => {
    const doc = draftWill(castWill(), TODAY);
    expect(doc.clauses.at(-1)?.kind).toBe('attestation');
    expect(clauseOf(castWill(), 'attestation')).toEqual([
      '3. Signatures',
      'Jane Smith signed this will in our presence, both of us being present at the same time, and each of us then signed it in the presence of Jane Smith.',
      'The person making this will: Jane Smith',
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

  it('calls the testator by name, never "their will", and does not repeat "Signed by"', () => {
    const lines = clauseOf(castWill(), 'attestation')!.join('\n');
    expect(lines).not.toContain('their will');
    expect(lines.match(/Signed by/g)).toBeNull();
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
