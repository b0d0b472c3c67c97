import { describe, expect, it } from 'vitest';
import { GOLDEN, GOLDEN_TODAY, GOLDEN_WILLS, marriedWithChildren, engagedWithGifts } from '../../drafting/fixtures/golden-wills';
import { largeWill, fixtureUuid } from '../../drafting/fixtures/large-will';
import { completeWill } from '../../will/fixtures/will-fixtures';
import { validateWill } from '../../generated/will-schema-validator';
import { validateSave } from '../../will/validation/validate-save';
import type { Will } from '../../will/will';
import { answerMirrorChild } from './mirror-children';
import { mirrorWill } from './mirror-will';

function mirrored(inviter: Will): Will {
  const result = mirrorWill(inviter);
  if (!result.ok) throw new Error(`no mirror: ${result.reason}`);
  return result.will;
}

/** The save payload the web app would send for `will`, to run every save rule over it. */
function payloadOf(will: Will, revision = 0) {
  const { relations = {}, children = {}, ...sections } = will;
  return { ...sections, people: { relations, children }, revision };
}

const WITH_PARTNER: Record<string, () => Will> = {
  marriedWithChildren,
  engagedWithGifts,
  largeWill,
  completeWill,
};

describe('mirrorWill and replacement executors', () => {
  it('copies them, in order, like the executors', () => {
    const inviter = { ...marriedWithChildren(), executors: [{ type: 'person' as const, uuid: GOLDEN.partner }], replacementExecutors: [GOLDEN.sister] };
    expect(mirrored(inviter).replacementExecutors).toEqual([GOLDEN.sister]);
    expect(mirrored(marriedWithChildren())).not.toHaveProperty('replacementExecutors');
  });
});

describe('mirrorWill over the fixture wills', () => {
  for (const [name, make] of Object.entries(WITH_PARTNER)) {
    describe(name, () => {
      const inviter = make();
      const before = structuredClone(inviter);
      const mirror = mirrored(inviter);

      it('is valid against will.schema.json and passes every save rule', () => {
        expect(validateWill(mirror), JSON.stringify(validateWill.errors)).toBe(true);
        const saved = validateSave(payloadOf(mirror), GOLDEN_TODAY);
        expect(saved.ok, JSON.stringify(saved)).toBe(true);
      });

      it('leaves the inviter\'s will unchanged and shares no object with it', () => {
        expect(inviter).toEqual(before);
        mirror.relations![inviter.partner!]!.fullName = 'Changed';
        for (const share of mirror.estate ?? []) share.amount = 1;
        for (const list of Object.values(mirror.guardians ?? {})) list.push(fixtureUuid(999));
        for (const executor of mirror.executors ?? []) executor.type = 'guardian-angel';
        expect(inviter).toEqual(before);
      });

      it('makes the partner the will-writer and the inviter their partner, with the same marital status', () => {
        const fresh = mirrored(make());
        const partner = inviter.relations![inviter.partner!]!;
        expect(fresh.userInfo).toMatchObject({ fullName: partner.fullName, birthday: partner.birthday, address: partner.address });
        expect(fresh.userInfo!.title).toBe(partner.title ?? '');
        expect(fresh.partner).toBe(inviter.partner);
        const inviterAsPartner = fresh.relations![fresh.partner!]!;
        expect(inviterAsPartner).toMatchObject({ fullName: inviter.userInfo!.fullName, birthday: inviter.userInfo!.birthday, address: inviter.userInfo!.address });
        expect(fresh.maritalStatus).toEqual(inviter.maritalStatus);
        expect(Object.values(fresh.relations!).filter((p) => p.fullName === partner.fullName)).toEqual([]);
      });

      it('copies the children (each waiting for the partner\'s answer), relations, pets, guardians and people chosen as executors', () => {
        const fresh = mirrored(make());
        expect(fresh.children ?? {}).toEqual(expect.objectContaining(Object.fromEntries(Object.keys(inviter.children ?? {}).map((k) => [k, expect.anything()]))));
        expect(Object.keys(fresh.children ?? {}).sort()).toEqual(Object.keys(inviter.children ?? {}).sort());
        expect([...fresh.mirror!.childrenToConfirm].sort()).toEqual(Object.keys(inviter.children ?? {}).sort());
        for (const uuid of Object.keys(inviter.relations ?? {})) expect(fresh.relations).toHaveProperty([uuid]);
        expect(fresh.pets).toEqual(inviter.pets);
        expect(fresh.guardians).toEqual(inviter.guardians);
        expect(fresh.executors).toEqual((inviter.executors ?? []).filter((e) => e.type === 'person'));
        expect(fresh.executorCategory).toEqual(inviter.executorCategory);
      });

      it('swaps the roles in the estate: the inviter first, then the same people and charities with the same substitutes, no messages', () => {
        const fresh = mirrored(make());
        const estate = fresh.estate ?? [];
        expect(estate).toHaveLength((inviter.estate ?? []).length);
        const toPartner = (inviter.estate ?? []).filter((s) => s.beneficiary.uuid === inviter.partner);
        if (toPartner.length > 0) expect(estate[0]!.beneficiary).toEqual({ type: 'person', uuid: fresh.partner });
        const strip = ({ message: _m, ...share }: NonNullable<Will['estate']>[number]) => share;
        const expected = [...toPartner, ...(inviter.estate ?? []).filter((s) => s.beneficiary.uuid !== inviter.partner)].map(strip);
        expect(estate).toEqual(expected);
        expect(estate.some((s) => 'message' in s)).toBe(false);
        for (const share of estate) if (share.beneficiary.type === 'charity') expect(fresh.charity).toHaveProperty([share.beneficiary.uuid]);
      });

      it('copies no gifts, funeral or other wishes, assets or referral, and passes no step', () => {
        const fresh = mirrored(make());
        for (const key of ['gifts', 'funeralWishes', 'otherWishes', 'assets', 'partnerReferred', 'lateSpouse', 'charityInterest', 'partnerCharity'] as const) {
          expect(fresh).not.toHaveProperty(key);
        }
        expect(fresh.passedSteps).toEqual([]);
        expect(fresh.mirror!.inviterName).toBe(inviter.userInfo!.fullName);
        expect(fresh.mirror!.prefilledSteps).toEqual(expect.arrayContaining([1, 2]));
        expect(fresh.mirror!.prefilledSteps).not.toEqual(expect.arrayContaining([4]));
      });
    });
  }
});

describe('mirrorWill details', () => {
  it('never copies the trustee-terms declaration: the trustee service is left out, the people chosen and the category stay', () => {
    const inviter = marriedWithChildren();
    inviter.executorCategory = 3;
    inviter.executors = [{ type: 'person', uuid: GOLDEN.adultChild }, { type: 'guardian-angel', uuid: null }];
    const mirror = mirrored(inviter);
    expect(mirror.executors).toEqual([{ type: 'person', uuid: GOLDEN.adultChild }]);
    expect(mirror.executorCategory).toBe(3);
    expect(mirror.mirror!.prefilledSteps).toContain(6);
    const trusteesOnly = marriedWithChildren();
    trusteesOnly.executorCategory = 2;
    trusteesOnly.executors = [{ type: 'guardian-angel', uuid: null }];
    const second = mirrored(trusteesOnly);
    expect(second.executors).toEqual([]);
    expect(second.mirror!.prefilledSteps).not.toContain(6);
  });

  it('refuses a will with no partner, or whose About You or partner is incomplete', () => {
    expect(mirrorWill(GOLDEN_WILLS.divorcedWithPets())).toEqual({ ok: false, reason: 'noPartner' });
    expect(mirrorWill(GOLDEN_WILLS.singleToCharities())).toEqual({ ok: false, reason: 'noPartner' });
    const noAddress = marriedWithChildren();
    noAddress.userInfo = { ...noAddress.userInfo, address: '  ' };
    expect(mirrorWill(noAddress)).toEqual({ ok: false, reason: 'aboutYouIncomplete' });
    const danglingPartner = marriedWithChildren();
    delete danglingPartner.relations![GOLDEN.partner];
    expect(mirrorWill(danglingPartner)).toEqual({ ok: false, reason: 'noPartner' });
  });

  it('gives the married couple of the golden wills the mirror of their estate', () => {
    const mirror = mirrored(marriedWithChildren());
    expect(mirror.userInfo).toEqual({ title: 'Mrs.', fullName: 'Sarah Jane Price', birthday: '1972-02-02', address: '12 Acacia Avenue, Leeds, LS6 2AB' });
    expect(mirror.relations![GOLDEN.partner]).toEqual({ title: 'Ms.', fullName: 'David Owen Price', birthday: '1970-01-01', address: '12 Acacia Avenue, Leeds, LS6 2AB', hasUserAddress: true });
    expect(mirror.estate).toEqual([
      { amount: 100, beneficiary: { type: 'person', uuid: GOLDEN.partner }, entryType: 'manual', substituteType: 'specific_people', substitutes: [GOLDEN.minorOne, GOLDEN.minorTwo, GOLDEN.adultChild] },
    ]);
    expect(mirror.mirror).toEqual({ inviterName: 'David Owen Price', prefilledSteps: [1, 2, 3, 5, 6], childrenToConfirm: [GOLDEN.minorOne, GOLDEN.minorTwo, GOLDEN.adultChild] });
    expect(mirror.children![GOLDEN.adultChild]).not.toHaveProperty('hasUserAddress');
    expect(mirror.children![GOLDEN.minorOne]!.hasUserAddress).toBe(true);
  });

  it('puts the inviter first when the partner was not first in the inviter\'s estate', () => {
    const inviter = largeWill();
    inviter.estate = [...inviter.estate!.slice(1), inviter.estate![0]!];
    const mirror = mirrored(inviter);
    expect(mirror.estate![0]!.beneficiary.uuid).toBe(inviter.partner);
    expect(mirror.estate!.slice(1).map((s) => s.beneficiary.uuid)).toEqual(inviter.estate.slice(0, -1).map((s) => s.beneficiary.uuid));
  });

  it('keeps only the charities the estate names (a charity only given a gift stays behind)', () => {
    const mirror = mirrored(largeWill());
    expect(Object.keys(mirror.charity ?? {})).toEqual([fixtureUuid(14)]);
  });

  it('a partner at another address is not marked as living with anyone', () => {
    const inviter = engagedWithGifts();
    inviter.relations![GOLDEN.partner] = { ...inviter.relations![GOLDEN.partner]!, address: '1 Other Road, Hull, HU1 2AA', hasUserAddress: false };
    const mirror = mirrored(inviter);
    expect(mirror.userInfo!.address).toBe('1 Other Road, Hull, HU1 2AA');
    expect(mirror.relations![GOLDEN.partner]).not.toHaveProperty('hasUserAddress');
  });

  it('a child the partner says is not theirs stays as a relation marked as a stepchild, with shares and without guardians', () => {
    const mirror = mirrored(largeWill());
    const [c1, , c3] = [fixtureUuid(2), fixtureUuid(3), fixtureUuid(4)];
    const childIds = Object.keys(mirror.children!);
    expect(childIds).toContain(c3);
    let answered = answerMirrorChild(mirror, c3, false);
    expect(answered.children).not.toHaveProperty([c3]);
    // Marked as a stepchild, so the substitutes step asks whether "my children" includes them.
    expect(answered.relations![c3]).toEqual({ ...mirror.children![c3], stepchild: true });
    expect(answered.guardians).not.toHaveProperty([c3]);
    expect(answered.estate!.find((s) => s.beneficiary.uuid === c3)!.beneficiary.type).toBe('person');
    expect(answered.mirror!.childrenToConfirm).not.toContain(c3);
    answered = answerMirrorChild(answered, c1, true);
    expect(answered.children).toHaveProperty([c1]);
    expect(answered.mirror!.childrenToConfirm).not.toContain(c1);
    expect(answerMirrorChild(answered, c1, false)).toBe(answered);
    expect(validateWill(answered), JSON.stringify(validateWill.errors)).toBe(true);
    expect(validateSave(payloadOf(answered), GOLDEN_TODAY).ok).toBe(true);
  });
});

describe('mirrorWill: the young beneficiaries’ choice and parental responsibility', () => {
  it('copies a gift that vests at death with its age, and never the inviter’s parental-responsibility answers', () => {
    const inviter: Will = {
      ...marriedWithChildren(),
      trustAge: 18,
      vestedAt18: true,
      parentalResponsibility: { [GOLDEN.minorOne]: { user: true, guardian: false } },
    };
    const mirror = mirrored(inviter);
    expect([mirror.trustAge, mirror.vestedAt18]).toEqual([18, true]);
    // Whether the partner has parental responsibility is theirs to answer: the guardians step asks them.
    expect(mirror).not.toHaveProperty('parentalResponsibility');
  });
});
