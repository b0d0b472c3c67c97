import { describe, expect, it } from 'vitest';
import type { EstateShare, Will } from '../will/will';
import { draftWill } from './draft-will';
import { letterLines } from './draft-text';
import { AMY, castWill, clauseBody, PARTNER, TODAY, TOM } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';

const MIA = fixtureUuid(120);

/** Cohabiting with John, whose daughter Mia (a relation marked as a stepchild) lives with them; John's share passes to "my children". */
function withStepchild(extra: Partial<Will> = {}, type: EstateShare['substituteType'] = 'my_children'): Will {
  const base = castWill({ maritalStatus: { id: 2, comc: null }, partner: PARTNER });
  return {
    ...base,
    relations: { ...base.relations, [MIA]: { fullName: 'Mia Smith', birthday: '2012-02-02', address: '1 High Street, Leeds, LS1 1AA', stepchild: true } },
    estate: [{ amount: 1, beneficiary: { type: 'person', uuid: PARTNER }, substituteType: type, substitutes: [] }],
    estate_split_type: 'equally',
    ...extra,
  };
}

const childrenDefinition = (will: Will) => clauseBody(will, 'definitions')!.find((line) => line.startsWith('Where this will gives anything to children'))!;
const letterOf = (will: Will) => {
  const letter = draftWill(will, TODAY).letterOfWishes;
  return letter ? letterLines(letter).join('\n') : '';
};

// "My children" excludes stepchildren by law, even one who lives in the family and is named in the will: the user
// says whether they are included, and the will names them, or the letter of wishes records that they are left out.
describe('stepchildren in a gift to "my children"', () => {
  it('includes the stepchildren the user chose to include, by name, in the definition of the class', () => {
    const definition = childrenDefinition(withStepchild({ stepchildrenIncluded: true }));
    expect(definition).toContain('except that “my children” and “our children” include my stepchild Mia Smith of 1 High Street, Leeds, LS1 1AA, as if they were my own children.');
    expect(letterOf(withStepchild({ stepchildrenIncluded: true }))).not.toContain('My stepchildren');
    const guide = draftWill(withStepchild({ stepchildrenIncluded: true }), TODAY).signingInstructions.steps[1]!.paragraphs.flatMap((p) => p.items ?? []).map((i) => i.text);
    expect(guide).toContain('Mia Smith');
  });

  it('records in the letter of wishes that stepchildren left out are left out on purpose, and the will keeps the legal class', () => {
    const will = withStepchild({ stepchildrenIncluded: false });
    expect(childrenDefinition(will)).toContain('the class includes adopted children but not stepchildren. If one');
    expect(JSON.stringify(draftWill(will, TODAY).clauses)).not.toContain('Mia Smith');
    expect(letterOf(will)).toContain('My stepchildren');
    expect(letterOf(will)).toContain('My will gives to my children as a class. I have chosen that the class does not include my stepchild Mia Smith. This is deliberate and not an oversight.');
  });

  it('names several, and a child on the family list marked as not the user\'s, without calling them "my child"', () => {
    const base = withStepchild({ stepchildrenIncluded: true });
    const will = { ...base, children: { ...base.children, [AMY]: { ...base.children![AMY]!, stepchild: true } } };
    expect(childrenDefinition(will)).toContain('include my stepchildren Mia Smith of 1 High Street, Leeds, LS1 1AA and Amy Smith (born 5 May 2015), as if they were');
    const shared = { ...will, estate: [{ amount: 1, beneficiary: { type: 'children' as const, uuid: AMY }, substituteType: 'specific_people' as const, substitutes: [TOM] }] };
    expect(clauseBody(shared, 'residuary')!.join('\n')).toContain('I give my Residuary Estate to Amy Smith (born 5 May 2015).');
  });

  it('changes nothing without a class of "my" or "our" children, or without an answer', () => {
    for (const will of [withStepchild({ stepchildrenIncluded: true }, 'their_children'), withStepchild({ stepchildrenIncluded: null })]) {
      expect(childrenDefinition(will)).not.toContain('Mia Smith');
      expect(letterOf(will)).not.toContain('My stepchildren');
    }
    expect(childrenDefinition(withStepchild({ stepchildrenIncluded: true }, 'our_children'))).toContain('Mia Smith');
  });
});
