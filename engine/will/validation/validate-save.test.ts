import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completePayload, completeWill,
} from '../fixtures/will-fixtures';
import type { SavePayload } from '../will';
import { validateSave } from './validate-save';

function fieldsOf(payload: unknown, previous = completeWill()) {
  const result = validateSave(payload, TODAY, previous);
  return result.ok ? {} : result.fields;
}

function edit(change: (p: SavePayload) => void): SavePayload {
  const payload = completePayload();
  change(payload);
  return payload;
}

describe('validateSave', () => {
  it('accepts the complete will and returns the stored will with people merged in', () => {
    const result = validateSave(completePayload(), TODAY);
    expect(result).toEqual({ ok: true, will: completeWill(), revision: 3 });
  });

  it('accepts the smallest payload: people and revision', () => {
    const result = validateSave({ people: { relations: {}, children: {} }, revision: 0 }, TODAY);
    expect(result).toEqual({ ok: true, will: { schemaVersion: 2, relations: {}, children: {} }, revision: 0 });
  });

  it.each([null, undefined, 0, 'will', [], [1, 2], true, { revision: -1 }, { people: [], revision: 0 }])(
    'refuses malformed payload %j without throwing',
    (payload) => {
      const result = validateSave(payload, TODAY);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toBe('Please check your answers');
    },
  );

  it('never throws on arbitrary JSON, and on arbitrary edits of a valid payload', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(typeof validateSave(value, TODAY).ok).toBe('boolean');
    }));
    fc.assert(fc.property(fc.string(), fc.jsonValue(), (key, value) => {
      const payload = { ...completePayload(), [key]: value } as unknown;
      expect(typeof validateSave(payload, TODAY).ok).toBe('boolean');
    }));
  });

  it('keys About You errors by will.userInfo.<field>', () => {
    expect(fieldsOf(edit((p) => { p.userInfo = { ...p.userInfo, fullName: '' }; }))).toEqual({
      'will.userInfo.fullName': ['This field is required'],
    });
    expect(fieldsOf(edit((p) => { (p.userInfo as Record<string, unknown>).title = 'Sir'; }))).toEqual({
      'will.userInfo.title': ['This answer is not valid'],
    });
    expect(fieldsOf(edit((p) => { p.userInfo = { ...p.userInfo, fullName: 'x'.repeat(201) }; }))).toEqual({
      'will.userInfo.fullName': ['This answer is too long'],
    });
  });

  it('allows a blank About You before step 1 is passed', () => {
    const payload = { userInfo: { title: '', fullName: '', birthday: '' }, people: { relations: {}, children: {} }, revision: 0 };
    expect(validateSave(payload, TODAY).ok).toBe(true);
  });

  it("gives 'Date not valid' for any birthday problem, keyed by people.relations/children.<uuid>.birthday", () => {
    for (const birthday of ['2023-02-29', '2025-06-16', '15/06/1990', '', '1800-01-01']) {
      expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.birthday = birthday; }))).toEqual({
        [`people.relations.${FRIEND}.birthday`]: ['Date not valid'],
      });
    }
    expect(fieldsOf(edit((p) => { p.people.children[YOUNG_CHILD]!.birthday = '2015-13-01'; }))).toEqual({
      [`people.children.${YOUNG_CHILD}.birthday`]: ['Date not valid'],
    });
    expect(fieldsOf(edit((p) => { p.userInfo!.birthday = '2030-01-01'; }))).toEqual({ 'will.userInfo.birthday': ['Date not valid'] });
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.birthday = '2024-02-29'; p.guardians = {}; p.passedSteps = [1, 2, 4]; }))).toEqual({});
  });

  it('keys missing child and relation fields by people paths', () => {
    expect(fieldsOf(edit((p) => { delete (p.people.children[ADULT_CHILD] as unknown as Record<string, unknown>).fullName; }))).toEqual({
      [`people.children.${ADULT_CHILD}.fullName`]: ['This field is required'],
    });
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.address = '  '; }))).toEqual({
      [`people.relations.${FRIEND}.address`]: ['This field is required'],
    });
  });

  it('the partner must be over 18', () => {
    expect(fieldsOf(edit((p) => { p.people.relations[PARTNER]!.birthday = '2007-06-16'; }))).toEqual({
      [`people.relations.${PARTNER}.birthday`]: ['your partner must be over 18 years old', 'A guardian must be over 18 years old'],
      'will.executors.0.uuid': ['An executor must be over 18 years old'],
    });
    expect(fieldsOf(edit((p) => { p.people.relations[PARTNER]!.birthday = '2007-06-15'; }))).toEqual({});
  });

  it('a guardian must be over 18', () => {
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.birthday = '2010-01-01'; p.estate![1]!.substituteType = 'their_children'; }))).toEqual({
      [`people.relations.${FRIEND}.birthday`]: ['A guardian must be over 18 years old'],
    });
  });

  it('a money gift goes to one beneficiary and has an amount in pounds', () => {
    expect(fieldsOf(edit((p) => { p.gifts![0]!.beneficiaries = [FRIEND, CHARITY]; }))).toEqual({
      'will.gifts.0.beneficiaries': [
        'You can only have a gift of money to one beneficiary at a time. Please add separate gifts for each beneficiary.',
      ],
    });
    expect(fieldsOf(edit((p) => { p.gifts![0]!.itemDesc = 'lots'; }))).toEqual({ 'will.gifts.0.itemDesc': ['Please enter an amount in pounds'] });
    expect(fieldsOf(edit((p) => { p.gifts![0]!.itemDesc = '£1,000.50'; }))).toEqual({});
  });

  it('keys gift description, message and beneficiaries errors by will.gifts.<i>', () => {
    expect(fieldsOf(edit((p) => { p.gifts![1]!.itemDesc = ''; p.gifts![1]!.moreInfo = 'x'.repeat(5001); }))).toEqual({
      'will.gifts.1.itemDesc': ['This field is required'],
      'will.gifts.1.moreInfo': ['This answer is too long'],
    });
    expect(fieldsOf(edit((p) => { (p.gifts![1]!.beneficiaries as string[]) = []; }))).toEqual({
      'will.gifts.1.beneficiaries': ['This field is required'],
    });
  });

  it('refuses control and text-direction characters in every free-text field, keyed by its SPEC path', () => {
    const message = 'This answer contains hidden control or text-direction characters. Please type it again without them.';
    const fields = fieldsOf(
      edit((p) => {
        p.userInfo!.fullName = 'Jane \u202eSmith';
        p.people.relations[FRIEND]!.fullName = 'Sam\u0000Jones';
        p.people.children[YOUNG_CHILD]!.address = '1 High Street\u0085Leeds';
        p.gifts![0]!.itemDesc = 'My watch\u2066';
        p.gifts![1]!.moreInfo = 'Bell\u0007';
        p.funeralWishes = { ...p.funeralWishes, additionalWishes: ['fine', 'delete\u007f'] };
      }),
    );
    const oneLine = 'Type this on one line, without tabs, line breaks or hidden characters (zero-width, byte-order or text-direction marks).';
    expect(fields).toEqual({
      'will.userInfo.fullName': [oneLine],
      [`people.relations.${FRIEND}.fullName`]: [oneLine],
      [`people.children.${YOUNG_CHILD}.address`]: [oneLine],
      'will.gifts.0.itemDesc': [oneLine],
      'will.gifts.1.moreInfo': [message],
      'will.funeralWishes.additionalWishes.1': [message],
    });
  });

  it('refuses tabs, line breaks, zero-width, byte-order and bidi marks in one-line fields, and stores names NFC', () => {
    const oneLine = 'Type this on one line, without tabs, line breaks or hidden characters (zero-width, byte-order or text-direction marks).';
    const fields = fieldsOf(
      edit((p) => {
        p.userInfo!.fullName = 'Jane\u200fSmith';
        p.userInfo!.address = '1 High Street\nLeeds';
        p.people.relations[FRIEND]!.fullName = 'Sam\u200bJones';
        p.people.children[YOUNG_CHILD]!.fullName = '\ufeffAmy Smith';
        p.gifts![0]!.itemDesc = 'My watch\u2028and chain';
        p.gifts![1]!.itemDesc = 'All of my\tbooks';
      }),
    );
    expect(fields).toEqual({
      'will.userInfo.fullName': [oneLine],
      'will.userInfo.address': [oneLine],
      [`people.relations.${FRIEND}.fullName`]: [oneLine],
      [`people.children.${YOUNG_CHILD}.fullName`]: [oneLine],
      'will.gifts.0.itemDesc': [oneLine],
      'will.gifts.1.itemDesc': [oneLine],
    });
    const decomposed = validateSave(edit((p) => { p.people.relations[FRIEND]!.fullName = 'Rene\u0301e Dubois'; }), TODAY, completeWill());
    expect(decomposed.ok && decomposed.will.relations![FRIEND]!.fullName).toBe('Ren\u00e9e Dubois');
  });

  it('refuses person names outside the Latin, Greek and Cyrillic alphabets, or reading as a link (issues 25, 27)', () => {
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.fullName = '王小明'; p.userInfo!.fullName = 'Jane www.prize.example'; }))).toEqual({
      [`people.relations.${FRIEND}.fullName`]: ["Write the name in the Latin, Greek or Cyrillic alphabet, as it appears on the person's passport or other identity document."],
      'will.userInfo.fullName': ['A name cannot contain a web address, an email address or a domain name.'],
    });
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.fullName = 'Αλέξανδρος Анна Zoë'; }))).toEqual({});
    // A name stored before the rule is not judged again while it is unchanged.
    const stored = { ...completeWill(), relations: { ...completeWill().relations, [FRIEND]: { ...completeWill().relations![FRIEND]!, fullName: '王小明' } } };
    expect(fieldsOf(edit((p) => { p.people.relations[FRIEND]!.fullName = '王小明'; }), stored)).toEqual({});
  });

  it('keeps line breaks and tabs in free text', () => {
    expect(fieldsOf(edit((p) => { p.gifts![1]!.moreInfo = 'For Amy,\n\twith love'; }))).toEqual({});
  });

  it('estate split must total 100 with every share above 0 when step 5 is newly passed', () => {
    const notPassed = { ...completeWill(), passedSteps: [1, 2, 3, 4] };
    expect(fieldsOf(edit((p) => { p.estate![0]!.amount = 40; }), notPassed)).toEqual({
      'will.estate': ['Total must equal 100%. Please update percentages'],
    });
    expect(fieldsOf(edit((p) => { p.estate![0]!.amount = 60; p.estate![2]!.amount = 0; }), notPassed)).toEqual({
      'will.estate.2.amount': ['You must give more than 0%. Either increase this or remove this beneficiary.'],
    });
    expect(fieldsOf(edit((p) => { p.estate![1]!.substitutes = []; }), notPassed)).toEqual({
      'will.estate.1.substituteType': ['This field is required'],
    });
  });

  it('an estate already passed may be saved incomplete (needs attention) after a removal', () => {
    expect(fieldsOf(edit((p) => { delete p.charity![CHARITY]; }))).toEqual({});
    expect(fieldsOf(edit((p) => { delete p.charity![CHARITY]; p.estate!.splice(2, 1); }))).toEqual({});
  });

  it('a passed estate is judged by the split rules on every save that changes it', () => {
    const doubled = edit((p) => { p.estate!.forEach((share) => { share.amount *= 2; }); });
    expect(fieldsOf(doubled)).toEqual({ 'will.estate': ['Total must equal 100%. Please update percentages'] });
    expect(fieldsOf(doubled, { ...completeWill(), passedSteps: [1, 2, 3, 4] })).toEqual(fieldsOf(doubled));
    expect(fieldsOf(edit((p) => { p.estate!.splice(2, 1); }))).toEqual({ 'will.estate': ['Total must equal 100%. Please update percentages'] });
    expect(fieldsOf(edit((p) => { p.estate![0]!.substituteType = null; }))).toEqual({ 'will.estate.0.substituteType': ['This field is required'] });
    expect(fieldsOf(edit((p) => { p.estate_split_type = 'equally'; }))).toEqual({});
  });

  it('a person deleted after the estate was passed leaves it needs_attention, but the save may not change the rest of it', () => {
    const removeFriend = (p: SavePayload) => {
      delete p.people.relations[FRIEND];
      p.guardians = { [YOUNG_CHILD]: [PARTNER], [DOG]: [PARTNER] };
      p.gifts = p.gifts!.slice(1);
    };
    // The adult child's specific substitute was the friend: the substitute choice is left empty.
    expect(fieldsOf(edit(removeFriend))).toEqual({});
    expect(fieldsOf(edit((p) => { removeFriend(p); p.estate![0]!.amount = 60; }))).toEqual({
      'will.estate': ['Total must equal 100%. Please update percentages'],
      'will.estate.1.substituteType': ['This field is required'],
    });
  });

  it('passed guardians and executors are judged by their rules on every save that changes them', () => {
    expect(fieldsOf(edit((p) => { p.guardians = { [DOG]: [FRIEND] }; }))).toEqual({ 'will.guardians': ['This field is required'] });
    expect(fieldsOf(edit((p) => { p.executors = []; }))).toEqual({ 'will.executors': ['You must allocate one or more executors.'] });
    expect(fieldsOf(edit((p) => { p.executors = []; p.passedSteps = [1, 2, 3, 4, 5]; }))).toEqual({});
    // Deleting the only executors is allowed: the step is needs_attention.
    const onlyPartner = { ...completeWill(), executors: [{ type: 'person' as const, uuid: PARTNER }] };
    expect(fieldsOf(edit((p) => { p.executors = [{ type: 'person', uuid: PARTNER }]; delete p.people.relations[PARTNER]; p.partner = null; p.maritalStatus = { id: 8, comc: null }; }), onlyPartner)).not.toHaveProperty('will.executors');
  });

  it('passedSteps need their prerequisites', () => {
    expect(fieldsOf(edit((p) => { p.passedSteps = [1, 2, 5]; }))).toEqual({
      'will.passedSteps': ['Please complete the earlier steps first'],
    });
  });

  it('newly passing family needs a partner when the status needs one, and comc when engaged', () => {
    const before = { ...completeWill(), passedSteps: [1] };
    expect(fieldsOf(edit((p) => { p.passedSteps = [1, 2]; p.partner = null; }), before)).toEqual({ 'will.partner': ['You need to add partner'] });
    expect(fieldsOf(edit((p) => { p.passedSteps = [1, 2]; p.maritalStatus = { id: 5, comc: null }; }), before)).toEqual({
      'will.maritalStatus.comc': ['Please answer this question'],
    });
  });

  it('newly passing guardians and executors needs them complete', () => {
    const before = { ...completeWill(), passedSteps: [1, 2, 4] };
    expect(fieldsOf(edit((p) => { p.guardians = { [YOUNG_CHILD]: [PARTNER] }; }), before)).toEqual({ 'will.guardians': ['This field is required'] });
    expect(fieldsOf(edit((p) => { p.executors = []; }), before)).toEqual({ 'will.executors': ['You must allocate one or more executors.'] });
  });

  it('a pet of type other needs its type', () => {
    expect(fieldsOf(edit((p) => { p.pets![DOG] = { name: 'Polly', type: 'other', typeOther: ' ' }; }))).toEqual({
      [`will.pets.${DOG}.typeOther`]: ['This field is required'],
    });
  });

  it('refuses unknown fields and bad uuids', () => {
    expect(fieldsOf(edit((p) => { (p as unknown as Record<string, unknown>).paid = true; }))).toEqual({ 'will.paid': ['This field is not allowed'] });
    expect(fieldsOf(edit((p) => { p.partner = 'not-a-uuid'; }))).toEqual({ 'will.partner': ['This answer is not valid'] });
    expect(fieldsOf(edit((p) => { p.people.relations['bad'] = p.people.relations[FRIEND]!; }))).toEqual({
      'people.relations.bad': ['This answer is not valid'],
    });
  });

  describe('rules run on the normalised will, which is exactly what is stored', () => {
    const GHOST = '77777777-7777-4777-8777-777777777777';
    const ghostCharity = '88888888-8888-4888-8888-888888888888';

    it('newly passing executors with only a missing person is refused, not stored as [] with step 6 passed', () => {
      const before = { ...completeWill(), passedSteps: [1, 2, 3, 4, 5] };
      expect(fieldsOf(edit((p) => { p.executors = [{ type: 'person', uuid: GHOST }]; }), before)).toEqual({
        'will.executors': ['You must allocate one or more executors.'],
      });
    });

    it('newly passing the estate with 50% to a missing charity is refused: only 50% would be stored', () => {
      const before = { ...completeWill(), passedSteps: [1, 2, 3, 4] };
      const payload = edit((p) => {
        p.estate = [
          { amount: 50, beneficiary: { type: 'charity', uuid: ghostCharity }, entryType: 'search', substituteType: null, substitutes: [] },
          { amount: 50, beneficiary: { type: 'person', uuid: PARTNER }, entryType: 'manual', substituteType: 'their_children', substitutes: [] },
        ];
      });
      expect(fieldsOf(payload, before)).toEqual({ 'will.estate': ['Total must equal 100%. Please update percentages'] });
    });

    it('the same beneficiary twice is one share (the repeat is dropped), so 50% + 50% does not complete the estate', () => {
      const before = { ...completeWill(), passedSteps: [1, 2, 3, 4] };
      const twice = edit((p) => {
        p.estate = [
          { amount: 50, beneficiary: { type: 'person', uuid: PARTNER }, entryType: 'manual', substituteType: 'their_children', substitutes: [] },
          { amount: 50, beneficiary: { type: 'person', uuid: PARTNER }, entryType: 'manual', substituteType: 'their_children', substitutes: [] },
        ];
      });
      expect(fieldsOf(twice, before)).toEqual({ 'will.estate': ['Total must equal 100%. Please update percentages'] });
      // Already passed, the changed estate is judged the same way.
      expect(fieldsOf(twice)).toEqual({ 'will.estate': ['Total must equal 100%. Please update percentages'] });
    });

    it('error indices name the payload item even when earlier items were dropped', () => {
      const before = { ...completeWill(), passedSteps: [1, 2, 3, 4] };
      const payload = edit((p) => {
        p.estate!.unshift({ amount: 10, beneficiary: { type: 'person', uuid: GHOST } });
        p.estate![3]!.amount = 0;
        p.estate![1]!.amount = 60;
        p.gifts!.unshift({ type: 'oneoff', itemDesc: 'Hat', beneficiaries: [GHOST] });
        p.gifts![1]!.itemDesc = 'lots';
        p.executors = [{ type: 'person', uuid: GHOST }, { type: 'person', uuid: YOUNG_CHILD }];
      });
      expect(fieldsOf(payload, before)).toEqual({
        'will.estate.3.amount': ['You must give more than 0%. Either increase this or remove this beneficiary.'],
        'will.gifts.1.itemDesc': ['Please enter an amount in pounds'],
        'will.executors.1.uuid': ['An executor must be over 18 years old'],
      });
    });

    it('a repeated uuid in a money gift is one beneficiary', () => {
      const result = validateSave(edit((p) => { p.gifts![0]!.beneficiaries = [FRIEND, FRIEND]; }), TODAY, completeWill());
      expect(result.ok && result.will.gifts?.[0]?.beneficiaries).toEqual([FRIEND]);
    });

    it('a partner cleared by a status that needs none is not checked as a partner', () => {
      const result = validateSave(edit((p) => { p.maritalStatus = { id: 1, comc: null }; p.people.relations[PARTNER]!.birthday = '2010-01-01'; p.guardians = { [YOUNG_CHILD]: [FRIEND], [DOG]: [FRIEND] }; p.executors = [{ type: 'person', uuid: FRIEND }]; }), TODAY, completeWill());
      expect(result.ok && result.will.partner).toBeNull();
      expect(result.ok && result.will.relations?.[PARTNER]).toBeDefined();
    });
  });

  it('the will-writer must be 18 or over', () => {
    expect(fieldsOf(edit((p) => { p.userInfo!.birthday = '2007-06-16'; }))).toEqual({ 'will.userInfo.birthday': ['You must be 18 or over to make a will'] });
    expect(fieldsOf(edit((p) => { p.userInfo!.birthday = '2007-06-15'; }))).toEqual({});
    expect(validateSave({ userInfo: { birthday: '2010-01-01' }, people: { relations: {}, children: {} }, revision: 0 }, TODAY).ok).toBe(false);
  });

  it('stores a status needing no partner without the partner, and comc only when engaged', () => {
    const single = validateSave(edit((p) => { p.maritalStatus = { id: 8, comc: true }; }), TODAY, completeWill());
    expect(single.ok && single.will).toMatchObject({ partner: null, maritalStatus: { id: 8, comc: null }, relations: { [PARTNER]: expect.anything() } });
    const engaged = validateSave(edit((p) => { p.maritalStatus = { id: 5, comc: true }; }), TODAY, completeWill());
    expect(engaged.ok && engaged.will).toMatchObject({ partner: PARTNER, maritalStatus: { id: 5, comc: true } });
  });

  it('refuses a uuid used for two records (relation and child, or a pet or charity too)', () => {
    expect(fieldsOf(edit((p) => { p.people.children[FRIEND] = { ...p.people.children[ADULT_CHILD]! }; }))).toEqual({
      [`people.children.${FRIEND}`]: ['This person appears twice in your will'],
    });
    expect(fieldsOf(edit((p) => { p.charity![PARTNER] = { name: 'Cats Protection' }; p.pets![ADULT_CHILD] = { name: 'Tom', type: 'cat' }; }))).toEqual({
      [`will.pets.${ADULT_CHILD}`]: ['This pet appears twice in your will'],
      [`will.charity.${PARTNER}`]: ['This person appears twice in your will'],
    });
  });

  it('drops dangling references from the stored will', () => {
    const ghost = '77777777-7777-4777-8777-777777777777';
    const result = validateSave(edit((p) => { p.gifts![1]!.beneficiaries = [ghost, ADULT_CHILD, ADULT_CHILD]; }), TODAY);
    expect(result.ok && result.will.gifts?.[1]?.beneficiaries).toEqual([ADULT_CHILD]);
  });
});
