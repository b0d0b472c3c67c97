import { describe, expect, it } from 'vitest';
import type { EstateShare, Executor } from '../will/will';
import { draftWarnings } from './draft-checks';
import { draftWill } from './draft-will';
import { AMY, ANN, BEN, CARA, castWill, DOGS_TRUST, HOSPICE, PARTNER, SAM, TODAY, TOM } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';
import { largeWill, LARGE_WILL_TODAY } from './fixtures/large-will';

const person = (uuid: string): Executor => ({ type: 'person', uuid });
const share = (uuid: string, amount: number, substituteType: EstateShare['substituteType'] = 'their_children'): EstateShare => ({
  amount,
  beneficiary: { type: uuid === DOGS_TRUST || uuid === HOSPICE ? 'charity' : 'person', uuid },
  substituteType,
  substitutes: [],
});
/** A will that passes every check, for each test to break one way (its sole executor has a replacement). */
const sound = () =>
  castWill({ executors: [person(SAM)], replacementExecutors: [TOM], estate: [share(ANN, 100)], estate_split_type: 'manually', guardians: { [AMY]: [SAM] } });
const messages = (will = sound()) => draftWarnings(will, TODAY).map((w) => w.message);

describe('checks before drafting', () => {
  it('pass a sound will and the large benchmark will', () => {
    expect(draftWarnings(sound(), TODAY)).toEqual([]);
    // The large will appoints the trustee service with others; its company is a trust corporation here, so no note.
    expect(draftWarnings(largeWill(), LARGE_WILL_TODAY, { name: 'Will Writer Trustees Limited', trustCorporation: true })).toEqual([]);
  });

  it('warn of a residuary estate not allocated to exactly 100%', () => {
    const will = { ...sound(), estate: [share(ANN, 60), share(DOGS_TRUST, 30)] };
    expect(messages(will)).toEqual(['You must allocate 100% of your estate. Your shares add up to 90%, and each share must be at least 1%.']);
    const withZero = { ...sound(), estate: [share(ANN, 100), share(TOM, 0)] };
    expect(messages(withZero)).toEqual(['You must allocate 100% of your estate. Your shares add up to 100%, and each share must be at least 1%.']);
    expect(messages({ ...sound(), estate_split_type: 'equally', estate: [share(ANN, 0.5), share(TOM, 0.5)] })).toEqual([]);
  });

  it('warn when no one receives the residuary estate, or a beneficiary is gone', () => {
    expect(messages({ ...sound(), estate: [] })).toEqual(['You have not chosen anyone to receive your residuary estate, so it would pass under the intestacy rules.']);
    expect(messages({ ...sound(), estate: [share(ANN, 100), share(fixtureUuid(999), 0)] })).toEqual([
      'A beneficiary of your estate is no longer in your will, so their share has been left out.',
    ]);
  });

  it('warn of a person beneficiary without a substitute choice, but not a charity', () => {
    const will = { ...sound(), estate: [share(ANN, 50, null), share(TOM, 25, 'specific_people'), share(DOGS_TRUST, 25, null)] };
    expect(messages(will)).toEqual([
      "Choose what happens to Ann Lee's share of your estate if they die before you.",
      "Choose what happens to Tom Green's share of your estate if they die before you.",
    ]);
    expect(messages({ ...sound(), estate: [share(ANN, 100, 'remaining_beneficiaries')] })).toEqual([
      "Choose what happens to Ann Lee's share of your estate if they die before you.",
    ]);
  });

  it('warn when there is no executor', () => {
    expect(messages({ ...sound(), executors: [] })).toEqual(['You must allocate one or more executors.']);
  });

  it('warn of more than four executors, saying who acts', () => {
    const will = { ...sound(), executors: [person(PARTNER), person(SAM), person(ANN), person(TOM), person(BEN), { type: 'guardian-angel' as const, uuid: null }] };
    expect(messages(will)).toEqual([
      'You have chosen 6 executors, but only four can act at one time. John Smith, Sam Jones, Ann Lee and Tom Green will act; Ben Smith and Will Writer Trustees Limited will act only if one of them cannot.',
      'Will Writer Trustees Limited is not a trust corporation, so your will appoints it to act jointly with your other executors, not alone.',
    ]);
  });

  it('block one executor with no replacement, naming who could die first, and a company that is not a trust corporation with one individual', () => {
    const noReplacement = { ...sound(), replacementExecutors: [] };
    const check = draftWarnings(noReplacement, TODAY);
    expect(check).toEqual([
      {
        code: 'noReplacementExecutor',
        step: 'executors',
        blocking: true,
        message: "If Sam Jones dies before you, or cannot or will not act, your will leaves no one who can act as your executor, and a child's inheritance would need two people to deal with it. Choose a replacement executor.",
      },
    ]);
    // Two people, or one with a replacement, can always act; so can a trust corporation alone.
    expect(draftWarnings({ ...noReplacement, executors: [person(SAM), person(ANN)] }, TODAY)).toEqual([]);
    const company = { type: 'guardian-angel' as const, uuid: null };
    const corporation = { name: 'Acme Trust Corporation Limited', trustCorporation: true };
    expect(draftWarnings({ ...noReplacement, executors: [company] }, TODAY, corporation)).toEqual([]);
    expect(draftWarnings({ ...noReplacement, executors: [person(SAM), company] }, TODAY, corporation)).toEqual([]);
    // A company that is not one cannot act alone: with one individual it needs a replacement, with none an individual beside it.
    const codes = (will: Parameters<typeof draftWarnings>[0]) => draftWarnings(will, TODAY).map((w) => [w.code, w.blocking]);
    expect(codes({ ...noReplacement, executors: [person(SAM), company] })).toEqual([['noReplacementExecutor', true], ['trusteeNotTrustCorporation', false]]);
    expect(codes({ ...noReplacement, executors: [company] })).toEqual([['trusteeAlone', true]]);
    expect(codes({ ...sound(), executors: [company] })).toEqual([]);
    expect(codes({ ...noReplacement, executors: [person(SAM), person(ANN), company] })).toEqual([['trusteeNotTrustCorporation', false]]);
  });

  it('warn of guardians named for a child who is 18 or over, and of a child under 18 without one', () => {
    const will = { ...sound(), guardians: { [CARA]: [SAM], [BEN]: [ANN] } };
    expect(messages(will)).toEqual([
      'Ben Smith is 18 or over, so the guardians you chose for them are not in your will.',
      'Cara Smith is 18 or over, so the guardians you chose for them are not in your will.',
      'You have not chosen a guardian for Amy Smith, who is under 18.',
    ]);
  });

  it('warn of gifts left out, and of a benefiting charity with no registered number', () => {
    const will = {
      ...sound(),
      gifts: [
        { type: 'money' as const, itemDesc: 'a lot', beneficiaries: [SAM] as [string] },
        { type: 'oneoff' as const, itemDesc: 'My watch', beneficiaries: [fixtureUuid(999)] as [string] },
        { type: 'money' as const, itemDesc: '10', beneficiaries: [HOSPICE] as [string] },
      ],
    };
    expect(messages(will)).toEqual([
      'A gift of money (a lot) does not have a valid amount, so it is not in your will.',
      'A gift (My watch) has no beneficiary, so it is not in your will.',
      'Leeds Hospice has no registered charity number, so your will cannot be finalised until our legal team has confirmed which charity you mean. Choose it from the charity search, or add its number, if it has one.',
    ]);
  });

  it('warn of a missing name or address', () => {
    expect(messages({ ...sound(), userInfo: {} })).toEqual(['Your full name is missing. Add it in About You.', 'Your address is missing. Add it in About You.']);
  });

  it('are listed on the draft itself', () => {
    expect(draftWill({ ...sound(), executors: [] }, TODAY).warnings).toEqual([{ code: 'noExecutor', message: 'You must allocate one or more executors.', step: 'executors', blocking: true }]);
  });
});
