import { describe, expect, it } from 'vitest';
import type { EstateShare, Will } from '../will/will';
import { AMY, BEN, castWill, clauseBody, clauseOf, SAM, TOM } from './fixtures/clause-wills';

// Held on trust to the age the user chose (default 18) and contingent on reaching it, with the statutory
// powers of maintenance and advancement (Trustee Act 1925 ss.31-32, as amended in 2014) in plain words. A gift that
// fails after the death (under the age) passes to the beneficiary's children then living, else to the other shares:
// "as if they had died before me" shut out children born later and reopened an estate already distributed.
const hold = (age: number) =>
  `If anyone becomes entitled to a gift or a share under this will before reaching the age of ${age}, my Executors will hold it on trust for them until they reach ${age}, and they become entitled to it only if they reach that age. If they die after me but before reaching ${age}, it passes to their children who are alive at their death, in equal shares; if they leave none, a gift becomes part of my Residuary Estate, and a share of my Residuary Estate is added to the other shares that have not failed, in proportion to their size, or, if there are none, passes as this will provides where the gifts of all of my Residuary Estate fail.`;
const INCOME =
  "Until then, my Executors may use any of its income for that person's maintenance, education or benefit, as section 31 of the Trustee Act 1925 allows, and will add any income they do not use to the capital.";
const incomeFrom18 = (age: number) => `From the age of 18 until they reach ${age}, that person is entitled to the income, as section 31 of the Trustee Act 1925 provides.`;
const capital = (age: number) =>
  `My Executors may also pay or use any part, or all, of the capital for that person's advancement or benefit at any time before they reach ${age}, as section 32 of the Trustee Act 1925 (as amended by the Inheritance and Trustees' Powers Act 2014) allows.`;

const share = (uuid: string, substituteType: EstateShare['substituteType']): EstateShare => ({
  amount: 1,
  beneficiary: { type: 'person', uuid },
  substituteType,
  substitutes: substituteType === 'specific_people' ? [SAM] : [],
});
const giftTo = (uuid: string, extra: Partial<Will> = {}) => castWill({ gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [uuid] }], ...extra });

describe('young beneficiaries', () => {
  it('holds the gift of a beneficiary under 18 on trust until 18 when no age was chosen, with no income-from-18 paragraph', () => {
    expect(clauseOf(giftTo(AMY), 'minors')).toEqual([
      '5. Young beneficiaries',
      `5.1 ${hold(18)}`,
      `5.2 ${INCOME}`,
      `5.3 ${capital(18)}`,
    ]);
  });

  it('holds it to 21 or 25 when the user chose that age, the income being theirs from 18', () => {
    for (const age of [21, 25] as const) {
      expect(clauseBody(giftTo(AMY, { trustAge: age }), 'minors')).toEqual([hold(age), INCOME, incomeFrom18(age), capital(age)]);
    }
  });

  it('reaches an adult beneficiary under the chosen age, and not one over it', () => {
    // Ben is 25 on TODAY; Tom is 39.
    expect(clauseOf(giftTo(BEN, { trustAge: 21 }), 'minors')).toBeNull();
    expect(clauseOf(giftTo(BEN, { trustAge: 25 }), 'minors')).toBeNull();
    expect(clauseOf(giftTo(TOM, { trustAge: 25 }), 'minors')).toBeNull();
    const young = castWill({ children: { [AMY]: { fullName: 'Amy Smith', birthday: '2004-07-01', address: '1 High Street, Leeds, LS1 1AA' } } });
    expect(clauseOf({ ...young, gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [AMY] }], trustAge: 25 }, 'minors')).not.toBeNull();
    expect(clauseOf({ ...young, gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [AMY] }], trustAge: 18 }, 'minors')).toBeNull();
  });

  it('applies when a share may pass to a class of children', () => {
    expect(clauseBody(castWill({ estate: [share(BEN, 'their_children')], estate_split_type: 'equally' }), 'minors')?.[0]).toBe(hold(18));
  });

  it('is absent when every beneficiary is an adult and no share passes to children', () => {
    expect(clauseOf(castWill({ estate: [share(BEN, 'specific_people')], estate_split_type: 'equally' }), 'minors')).toBeNull();
  });

  it('gives a gift that vests at death, held on a bare trust until 18, when the user chose it (closely inherited: IHTM46013)', () => {
    const HOLD_VESTED =
      'If anyone under 18 becomes entitled to a gift or a share under this will, it is theirs absolutely, and my Executors will hold it for them until they reach 18 and then give it to them. If they die before reaching 18, it passes as part of their own estate.';
    const USE_VESTED =
      "Until then, my Executors may use any part of its income or capital for that person's maintenance, education or benefit, and will keep any income they do not use for that person absolutely, as part of their gift.";
    expect(clauseBody(giftTo(AMY, { trustAge: 18, vestedAt18: true }), 'minors')).toEqual([HOLD_VESTED, USE_VESTED]);
    // Never contingent, and the age is 18 whatever trustAge a payload carries; an adult (Ben, 25) needs no clause.
    const body = clauseBody(giftTo(AMY, { trustAge: 25, vestedAt18: true }), 'minors')!.join(' ');
    expect(body).not.toMatch(/only if they reach|25/);
    expect(clauseOf(giftTo(BEN, { trustAge: 18, vestedAt18: true }), 'minors')).toBeNull();
  });
});
