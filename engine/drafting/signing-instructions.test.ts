import { describe, expect, it } from 'vitest';
import type { Will } from '../will/will';
import { draftWill } from './draft-will';
import type { DraftDocument } from './draft-document';
import { DRAFTING_COPY } from './drafting-copy';
import { ANN, BEN, castWill, DOGS_TRUST, REX, SAM, TODAY, TOM } from './fixtures/clause-wills';

function instructionLines(doc: DraftDocument): string[] {
  const { heading, intro, steps } = doc.signingInstructions;
  return [
    heading,
    intro,
    ...steps.flatMap((s) => [`${s.number}. ${s.heading}`, ...s.paragraphs.flatMap((p) => [p.text, ...(p.items ?? []).map((i) => `${i.label} ${i.text}`)])]),
  ];
}

const full: Will = castWill({
  executors: [{ type: 'person', uuid: SAM }, { type: 'guardian-angel', uuid: null }],
  gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [ANN, DOGS_TRUST] }],
  estate: [{ amount: 1, beneficiary: { type: 'children', uuid: BEN }, substituteType: 'their_children', substitutes: [] }],
  estate_split_type: 'equally',
  pets: { [REX]: { name: 'Rex', type: 'dog', hasPetCarePlan: false } },
  guardians: { [REX]: [TOM] },
});

describe('signing instructions', () => {
  it('are generated for this will: who must not witness by name, and who to tell where it is kept', () => {
    expect(instructionLines(draftWill(full, TODAY))).toEqual([
      'How to sign your will',
      'Your will is valid only if you sign it in the right way. Please follow these steps carefully. These instructions are not part of your will: keep them separate from it.',
      '1. Choose two witnesses',
      'Ask two independent adults, aged 18 or over, to be your witnesses. Ideally they should not be members of your family. They must be able to see you sign and understand what they are doing.',
      '2. Who must not be a witness',
      'A witness, or the husband, wife or civil partner of a witness, must not be a beneficiary of your will. If they are, their gift fails.',
      "Do not ask any of these people to be a witness: they are the beneficiaries and executors of your will and those who would inherit in their place. A witness's husband, wife or civil partner must not be any of them either.",
      '• Sam Jones',
      '• Tom Green',
      '• Ann Lee',
      '• Ben Smith',
      "Avoid also anyone who might inherit in place of a beneficiary, such as a beneficiary's children.",
      '3. Sign in front of both witnesses together',
      'With both witnesses present at the same time, sign your will in the signature box at the end of the will and write the date. Use a pen with black ink. Both witnesses must see you sign.',
      '4. Your witnesses sign in front of you',
      "Then, while you are still there, each witness signs and writes their full name, address and occupation in their box. They must sign in your presence, and it is best if they also sign in each other's presence. You may also initial each page in the box at the foot of the page.",
      '5. Do not attach anything or remove the staples',
      'Do not attach anything to your will with a paper clip, staple or pin, and do not remove any staples or take the pages apart. Marks left by attachments can raise questions about whether something is missing. Do not write on or alter your will after signing it: to make a change, make a new will.',
      '6. Keep your will safe',
      "Keep your signed will somewhere safe and dry, such as a fireproof box at home, with a solicitor, or with the Probate Service's will storage service. Tell your executors, Sam Jones and Will Writer Trustees Limited, where it is.",
      '7. Marriage and civil partnership',
      'Getting married or forming a civil partnership revokes (cancels) a will, unless the will was made expecting that marriage or civil partnership. If you marry or form a civil partnership after signing this will, you will need to make a new one.',
      'Divorce, or the dissolution of a civil partnership, does not revoke your will, but your former spouse or civil partner is then treated as if they had died before you. Review your will whenever your circumstances change.',
      '8. The powers your will gives your executors',
      DRAFTING_COPY.signing.powers.text,
    ]);
  });

  it('never list charities or the trustee company as witnesses to avoid, nor guardians who take nothing', () => {
    const lines = instructionLines(draftWill(full, TODAY));
    expect(lines.filter((l) => l.startsWith('•'))).not.toContain('• Dogs Trust');
    expect(lines.filter((l) => l.startsWith('•'))).not.toContain('• Will Writer Trustees Limited');
  });

  it('without beneficiaries or executors: no list, and no one named to tell', () => {
    const lines = instructionLines(draftWill(castWill(), TODAY));
    expect(lines.some((l) => l.startsWith('•') || l.startsWith('Do not ask any'))).toBe(false);
    expect(lines).toContain("Keep your signed will somewhere safe and dry, such as a fireproof box at home, with a solicitor, or with the Probate Service's will storage service.");
  });

  const marriageStep = (will: Will) => draftWill(will, TODAY).signingInstructions.steps.find((s) => s.heading === 'Marriage and civil partnership')!.paragraphs.map((p) => p.text);
  const DIVORCE = /^Divorce, or the dissolution of a civil partnership/;
  const CONVERSION =
    'If you and your civil partner convert your civil partnership into a marriage, that does not revoke this will: the marriage is treated as having lasted since the civil partnership was formed (section 9(6) of the Marriage (Same Sex Couples) Act 2013).';

  it('reads for the will it goes with: no divorce paragraph for a widowed user, the conversion rule for a civil partner', () => {
    expect(marriageStep(castWill({ maritalStatus: { id: 6, comc: null } })).some((t) => DIVORCE.test(t))).toBe(false);
    const civil = marriageStep(castWill({ maritalStatus: { id: 4, comc: null } }));
    expect(civil).toContain(CONVERSION);
    expect(civil.some((t) => DIVORCE.test(t))).toBe(true);
    for (const id of [1, 3, 6, 8]) expect(marriageStep(castWill({ maritalStatus: { id, comc: null } }))).not.toContain(CONVERSION);
  });

  it('names every substitute and fallback person among those who must not witness', () => {
    const will = castWill({
      estate: [{ amount: 1, beneficiary: { type: 'person', uuid: SAM }, substituteType: 'specific_people', substitutes: [ANN] }],
      estate_split_type: 'equally',
      residueFallback: { type: 'people', people: [TOM] },
    });
    const listed = instructionLines(draftWill(will, TODAY)).filter((l) => l.startsWith('•'));
    expect(listed).toEqual(['• Sam Jones', '• Ann Lee', '• Tom Green']);
  });

  it('speaks of one executor in the singular', () => {
    const lines = instructionLines(draftWill(castWill({ executors: [{ type: 'person', uuid: SAM }] }), TODAY));
    expect(lines.find((l) => l.startsWith('Keep your signed will'))).toMatch(/Tell your executor, Sam Jones, where it is\.$/);
  });
});
