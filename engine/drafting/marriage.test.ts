import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { castWill, clauseOf, PARTNER, TODAY } from './fixtures/clause-wills';

const engaged = (comc: boolean | null, comcEvent?: 'marriage' | 'civilPartnership') =>
  castWill({ maritalStatus: { id: 5, comc, ...(comcEvent ? { comcEvent } : {}) }, partner: PARTNER });

describe('contemplation of marriage or civil partnership', () => {
  // Wills Act 1837 s.18(3) saves a will only from "that marriage", s.18B(3) only from "that civil partnership": the
  // clause names the one event the user expects, and says every gift stands whether or not it happens (s.18(4)).
  it('is clause 3 when the user is engaged and answered Yes, naming the fiancé(e) in full and one event, a marriage by default', () => {
    const marriage = [
      '3. Expected marriage',
      'I make this will expecting to marry John Smith of 1 High Street, Leeds, LS1 1AA. I intend that this will shall not be revoked by my marriage to John Smith, and that every gift in it takes effect whether or not the marriage takes place.',
    ];
    expect(clauseOf(engaged(true), 'marriage')).toEqual(marriage);
    expect(clauseOf(engaged(true, 'marriage'), 'marriage')).toEqual(marriage);
    expect(clauseOf(engaged(true, 'civilPartnership'), 'marriage')).toEqual([
      '3. Expected civil partnership',
      'I make this will expecting to form a civil partnership with John Smith of 1 High Street, Leeds, LS1 1AA. I intend that this will shall not be revoked by the formation of my civil partnership with John Smith, and that every gift in it takes effect whether or not the civil partnership is formed.',
    ]);
  });

  it('is absent when the engaged user answered No or has not answered', () => {
    expect(clauseOf(engaged(false), 'marriage')).toBeNull();
    expect(clauseOf(engaged(null), 'marriage')).toBeNull();
  });

  it('is absent for any other status, even with comc left set', () => {
    expect(clauseOf(castWill({ maritalStatus: { id: 3, comc: true }, partner: PARTNER }), 'marriage')).toBeNull();
  });

  it('is absent when the partner record is missing', () => {
    const will = engaged(true);
    delete will.relations![PARTNER];
    expect(clauseOf(will, 'marriage')).toBeNull();
  });

  it('makes the signing instructions say which marriage keeps the will, or that marriage will revoke it', () => {
    const marriageStep = (comc: boolean | null, comcEvent?: 'marriage' | 'civilPartnership') =>
      draftWill(engaged(comc, comcEvent), TODAY).signingInstructions.steps.find((s) => s.heading === 'Marriage and civil partnership')!.paragraphs.map((p) => p.text);
    // Made expecting the marriage, the step no longer also says that marrying revokes the will.
    expect(marriageStep(true)).toEqual([
      'Getting married or forming a civil partnership normally revokes (cancels) a will. This will says that you expect to marry John Smith, so your marriage to John Smith will not revoke it (section 18(3) of the Wills Act 1837). Forming a civil partnership with John Smith instead, or marrying or forming a civil partnership with anyone else, would revoke it, and you would then need to make a new will.',
      'Divorce, or the dissolution of a civil partnership, does not revoke your will, but your former spouse or civil partner is then treated as if they had died before you. Review your will whenever your circumstances change.',
      // A will naming a partner says mirror wills do not bind the survivor.
      'If you and your partner have made wills that mirror each other, each will stands on its own. Either of you can change or revoke your own will at any time, and whoever lives longer is free to change theirs after the other has died: mirror wills are not mutual wills and do not bind the survivor.',
    ]);
    expect(marriageStep(true).join(' ')).not.toContain('If you marry or form a civil partnership after signing this will');
    expect(marriageStep(true, 'civilPartnership')[0]).toBe(
      'Getting married or forming a civil partnership normally revokes (cancels) a will. This will says that you expect to form a civil partnership with John Smith, so forming it will not revoke this will (section 18B(3) of the Wills Act 1837). Marrying John Smith instead, or marrying or forming a civil partnership with anyone else, would revoke it, and you would then need to make a new will.',
    );
    expect(marriageStep(false)[1]).toBe(
      'You told us you are engaged but did not want this will to continue after your marriage or civil partnership. It will be revoked when you marry or form a civil partnership, and you will need to make a new will then.',
    );
    expect(marriageStep(null)).toHaveLength(3);
    const single = draftWill(castWill({ maritalStatus: { id: 1, comc: null } }), TODAY).signingInstructions.steps.find((s) => s.heading === 'Marriage and civil partnership')!;
    expect(single.paragraphs.map((p) => p.text).join(' ')).not.toContain('mirror');
  });
});
