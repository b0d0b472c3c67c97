import { describe, expect, it } from 'vitest';
import type { EstateShare, Will } from '../will/will';
import { draftText } from './draft-text';
import { draftWill } from './draft-will';
import { BEN, castWill, clauseBody, clauseOf, PARTNER, SAM, TODAY } from './fixtures/clause-wills';

const SURVIVAL =
  'In this will, a person “survives me” only if they are alive 28 days after my death; anyone who is not is treated for every purpose of this will as having “died before me”. This applies also where a beneficiary and I die at the same time or in circumstances in which the order of our deaths is uncertain, so that section 184 of the Law of Property Act 1925 does not decide which of us survived the other.';
const SURVIVAL_SPOUSE =
  'In this will, a person “survives me” only if they are alive 28 days after my death; anyone who is not is treated for every purpose of this will as having “died before me”. This applies to my spouse or civil partner as to every other beneficiary, and applies also where a beneficiary and I die at the same time or in circumstances in which the order of our deaths is uncertain, so that section 184 of the Law of Property Act 1925 does not decide which of us survived the other.';
const CHILDREN =
  'Where this will gives anything to children as a class (“children”, “my children”, “our children” or a named person\'s children), the class includes adopted children but not stepchildren. If one of those children dies before me leaving children of their own who survive me, those children take, in equal shares, the share their parent would have had (per stirpes, that is, by branch of the family).';
const FAILS = 'A gift “fails” if its beneficiary dies before me or it cannot take effect for any other reason.';

const share = (uuid: string, substituteType: EstateShare['substituteType']): EstateShare => ({
  amount: 1,
  beneficiary: { type: uuid === BEN ? 'children' : 'person', uuid },
  substituteType,
  substitutes: substituteType === 'specific_people' ? [SAM] : [],
});
const residue = (uuid: string, type: EstateShare['substituteType'], extra: Partial<Will> = {}) => castWill({ estate: [share(uuid, type)], estate_split_type: 'equally', ...extra });

describe('survival and the meaning of words', () => {
  it('makes every beneficiary survive by 28 days, in place of LPA 1925 s.184, with a residuary estate', () => {
    expect(clauseOf(residue(BEN, 'specific_people'), 'definitions')).toEqual(['3. Survival and the meaning of some words', `3.1 ${SURVIVAL}`, `3.2 ${FAILS}`]);
  });

  it('names the spouse or civil partner in the survival rule when there is one, or a fiancé(e)', () => {
    for (const id of [3, 4]) {
      expect(clauseBody(residue(PARTNER, 'my_children', { maritalStatus: { id, comc: null }, partner: PARTNER }), 'definitions')?.[0]).toBe(SURVIVAL_SPOUSE);
    }
    expect(clauseBody(residue(PARTNER, 'my_children', { maritalStatus: { id: 5, comc: true }, partner: PARTNER }), 'definitions')?.[0]).toBe(SURVIVAL_SPOUSE);
    expect(clauseBody(residue(PARTNER, 'their_children', { maritalStatus: { id: 2, comc: null }, partner: PARTNER }), 'definitions')?.[0]).toBe(SURVIVAL);
  });

  it('defines "children" once, when a share passes to a class of children', () => {
    for (const type of ['their_children', 'our_children', 'my_children'] as const) {
      expect(clauseBody(residue(SAM, type), 'definitions')).toEqual([SURVIVAL, CHILDREN, FAILS]);
    }
    expect(clauseBody(residue(SAM, 'specific_people'), 'definitions')).not.toContain(CHILDREN);
    // Named once: the residuary clause no longer spells out grandchildren itself.
    expect(draftText(draftWill(residue(SAM, 'their_children'), TODAY)).match(/per stirpes/g)).toHaveLength(1);
  });

  it('applies to gifts and pets given to a carer too, and is absent when the will gives nothing away', () => {
    expect(clauseBody(castWill({ gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [SAM] }] }), 'definitions')).toEqual([SURVIVAL]);
    expect(clauseBody(castWill({ pets: { p: { name: 'Rex', type: 'dog' } }, guardians: { p: [SAM] } }), 'definitions')).toEqual([SURVIVAL]);
    expect(clauseOf(castWill(), 'definitions')).toBeNull();
  });
});
