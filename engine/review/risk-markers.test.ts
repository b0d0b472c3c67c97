import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, CHARITY, completeWill, PARTNER, TODAY, YOUNG_CHILD } from '../will/fixtures/will-fixtures';
import { TRUSTEE_TYPE } from '../will/executors/executors';
import type { Will } from '../will/will';
import { inSignOffSample, riskMarkers } from './risk-markers';

/** completeWill() with nothing a supervisor must see: no young beneficiary, no share that may pass to children. */
function plainWill(): Will {
  const will = completeWill();
  const { [YOUNG_CHILD]: _young, ...children } = will.children!;
  const { [YOUNG_CHILD]: _guardians, ...guardians } = will.guardians!;
  const estate = will.estate!.map((share) => (share.substituteType === 'their_children' ? { ...share, substituteType: 'remaining_beneficiaries' as const } : share));
  return { ...will, children, guardians, estate };
}

const markers = (will: Will, mirrorPair = false) => riskMarkers(will, TODAY, { mirrorPair });

describe('riskMarkers', () => {
  it('finds none on a plain will', () => {
    expect(markers(plainWill())).toEqual([]);
  });

  it('a trust: a young beneficiary, a share that may pass to children, or a trust age above 18', () => {
    expect(markers(completeWill())).toEqual(['trust']);
    const substitutes = plainWill();
    substitutes.estate![0]!.substituteType = 'their_children';
    expect(markers(substitutes)).toEqual(['trust']);
    const gift = plainWill();
    gift.children![YOUNG_CHILD] = { fullName: 'Amy Smith', birthday: '2015-05-05', address: 'x' };
    gift.gifts = [{ type: 'money', itemDesc: '100', beneficiaries: [YOUNG_CHILD] }];
    expect(markers(gift)).toEqual(['trust']);
    // Ben is 25 on TODAY: held on trust to 25 only when that age is chosen and he is younger.
    const older = { ...plainWill(), trustAge: 25 as const };
    older.children![ADULT_CHILD]!.birthday = '2003-01-01';
    expect(markers(older)).toEqual(['trust']);
  });

  it('each other marker on its own', () => {
    expect(markers({ ...plainWill(), otherWishes: { disinherit: 'My brother Tom' } })).toEqual(['disinheritance']);
    expect(markers({ ...plainWill(), otherWishes: { disinherit: '   ' } })).toEqual([]);
    expect(markers({ ...plainWill(), executors: [{ type: TRUSTEE_TYPE }] })).toEqual(['trustee_service']);
    expect(markers({ ...plainWill(), assets: [{ selector: 'bankAcount', value: 'Savings', estimatedValue: 400_000 }] })).toEqual(['above_nil_rate_band']);
    expect(markers({ ...plainWill(), assets: [{ selector: 'bankAcount', value: 'Savings', estimatedValue: 325_000 }] })).toEqual([]);
    expect(markers({ ...plainWill(), userInfo: { ...plainWill().userInfo, birthday: '1950-06-15' } })).toEqual(['elderly_testator']);
    expect(markers({ ...plainWill(), userInfo: { ...plainWill().userInfo, birthday: '1950-06-16' } })).toEqual([]);
    expect(markers(plainWill(), true)).toEqual(['mirror_pair']);
  });

  it('a charity entered by hand: a share typed in, or a charity given to with no register id', () => {
    const typed = plainWill();
    typed.estate = typed.estate!.map((share) => (share.beneficiary.uuid === CHARITY ? { ...share, entryType: 'manual' as const } : share));
    expect(markers(typed)).toEqual(['manual_charity']);
    const unregistered = plainWill();
    unregistered.charity = { [CHARITY]: { id: null, name: 'The Village Hall Fund' } };
    expect(markers(unregistered)).toEqual(['manual_charity']);
    // A charity kept in the list but given nothing is no risk.
    const unused = plainWill();
    unused.estate = [{ amount: 100, beneficiary: { type: 'person', uuid: PARTNER }, substituteType: null, substitutes: [] }];
    unused.gifts = [];
    unused.charity = { [CHARITY]: { id: null, name: 'The Village Hall Fund' } };
    expect(markers(unused)).not.toContain('manual_charity');
  });

  it('lists every marker found, in a fixed order', () => {
    const will = { ...completeWill(), otherWishes: { disinherit: 'Tom' }, executors: [{ type: TRUSTEE_TYPE }], userInfo: { ...completeWill().userInfo, birthday: '1940-01-01' } };
    expect(markers(will, true)).toEqual(['trust', 'disinheritance', 'trustee_service', 'elderly_testator', 'mirror_pair']);
  });
});

describe('inSignOffSample', () => {
  it('takes none at 0% and all at 100%', () => {
    expect(['1', '2', '3'].some((key) => inSignOffSample(key, 0))).toBe(false);
    expect(['1', '2', '3'].every((key) => inSignOffSample(key, 100))).toBe(true);
  });

  it('is the same for a submission every time, and takes about the share asked for', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => String(i + 1));
    expect(keys.map((k) => inSignOffSample(k, 10))).toEqual(keys.map((k) => inSignOffSample(k, 10)));
    const taken = keys.filter((k) => inSignOffSample(k, 10)).length;
    expect(taken).toBeGreaterThan(140);
    expect(taken).toBeLessThan(260);
  });
});
