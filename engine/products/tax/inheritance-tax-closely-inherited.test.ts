/**
 * The residence nil-rate band when the home passes in trust for young beneficiaries. The cases follow HMRC's rules and
 * examples: a home is "inherited" by a direct descendant when it passes to them absolutely, or on a trust for a
 * bereaved minor or an age 18-to-25 trust (IHTA 1984 s.8J(4); IHTM46013); those two trusts exist only under the will
 * of a deceased parent, a step-parent included (s.71A, s.71D, s.71H; IHTM42815, IHTM42816); step-children and
 * grandchildren are direct descendants (s.8K; IHTM46031, IHTM46034); the band is the lower of the closely inherited
 * home and the allowance, with a late spouse's unused band added (IHTM46020-46027, IHTM46044).
 */
import { describe, expect, it } from 'vitest';
import { CHILDREN_TODAY, KIN, widowedGrandparent } from '../../drafting/fixtures/golden-children';
import { inheritsClosely } from './inheritance-tax-closely-inherited';
import { homeNotCloselyInherited, taxInputFromWill, willInheritanceTax } from './inheritance-tax-input';
import { inheritanceTaxFigures } from '../../steps/step-figures';
import { evaluatePredicate } from '../../steps/step-predicates';
import type { Will } from '../../will/will';

const TODAY = CHILDREN_TODAY;
const K = KIN;

/** The grandparent's will with the residue split between `shares` (uuid to percent) and the trust-age choice given. */
function split(shares: Record<string, number>, changes: Partial<Will> = {}): Will {
  const will = widowedGrandparent();
  const estate = Object.entries(shares).map(([uuid, amount]) => ({
    amount,
    beneficiary: { type: Object.hasOwn(will.children ?? {}, uuid) ? ('children' as const) : ('person' as const), uuid },
    entryType: 'manual' as const,
    substituteType: 'remaining_beneficiaries' as const,
    substitutes: [],
  }));
  return { ...will, estate, ...changes };
}

describe('closely inherited under the trust-age choice (IHTA 1984 s.8J(4); IHTM46013)', () => {
  it('a grandchild under the trust age, held until 25 and theirs only if they reach it: not closely inherited (relevant property, not s.71D)', () => {
    expect(inheritsClosely(widowedGrandparent(), K.grandchildOne, TODAY)).toBe(false);
    // Held until 18 is no better for a grandchild: s.71A is for a bereaved minor under a parent's will.
    expect(inheritsClosely({ ...widowedGrandparent(), trustAge: 18 }, K.grandchildOne, TODAY)).toBe(false);
  });

  it('a grandchild given a gift that is theirs from the death, held until 18 (a bare trust): closely inherited', () => {
    expect(inheritsClosely({ ...widowedGrandparent(), trustAge: 18, vestedAt18: true }, K.grandchildOne, TODAY)).toBe(true);
  });

  it('a grandchild already the trust age takes absolutely: closely inherited', () => {
    const grownUp = widowedGrandparent();
    grownUp.relations![K.grandchildTwo]!.birthday = '2001-01-01';
    expect(inheritsClosely(grownUp, K.grandchildTwo, TODAY)).toBe(true);
    expect(inheritsClosely({ ...grownUp, trustAge: 18 }, K.grandchildOne, TODAY)).toBe(false);
  });

  it("the will-writer's own child under the age: closely inherited at 18 (s.71A, IHTM42815) and at 21 or 25 (s.71D, IHTM42816)", () => {
    const young = widowedGrandparent();
    young.children![K.son]!.birthday = '2015-01-01';
    for (const trustAge of [18, 21, 25] as const) expect(inheritsClosely({ ...young, trustAge }, K.son, TODAY)).toBe(true);
  });
});

describe('the widowed grandparent: £1.4m, a £500,000 home, the late husband’s bands unused (IHTM43020, IHTM46044)', () => {
  it('grandchildren in trust until 25: only the adult son’s half of the home gets the band, £250,000 not £350,000', () => {
    const input = taxInputFromWill(widowedGrandparent(), TODAY)!;
    expect(input).toMatchObject({ estate: 1_400_000, toDescendants: 1_400_000, homeToDescendants: 250_000 });
    // Nil-rate band 2 x £325,000; residence band the lower of £250,000 and 2 x £175,000; 40% of the rest.
    expect(willInheritanceTax(widowedGrandparent(), TODAY)).toMatchObject({ nilRateBand: 650_000, residenceNilRateBand: 250_000, taxable: 500_000, tax: 200_000 });
    expect(homeNotCloselyInherited(widowedGrandparent(), TODAY)).toBe(250_000);
    expect(evaluatePredicate('inheritanceTax.homeInTrust', { will: widowedGrandparent(), today: TODAY })).toBe(true);
    expect(inheritanceTaxFigures(widowedGrandparent(), { today: TODAY })).toMatchObject({ homeInTrust: '£250,000', residenceNilRateBand: '£250,000' });
  });

  it('the same shares theirs from the death, held until 18: the whole home counts, up to the doubled band', () => {
    const vested: Will = { ...widowedGrandparent(), trustAge: 18, vestedAt18: true };
    expect(willInheritanceTax(vested, TODAY)).toMatchObject({ residenceNilRateBand: 350_000, taxable: 400_000, tax: 160_000 });
    expect(homeNotCloselyInherited(vested, TODAY)).toBe(0);
    expect(evaluatePredicate('inheritanceTax.homeInTrust', { will: vested, today: TODAY })).toBe(false);
  });

  it('everything to the grandchildren in trust until 25: no residence band at all', () => {
    const will = split({ [K.grandchildOne]: 50, [K.grandchildTwo]: 50 });
    expect(willInheritanceTax(will, TODAY)).toMatchObject({ residenceNilRateBand: 0, taxable: 750_000, tax: 300_000 });
    expect(homeNotCloselyInherited(will, TODAY)).toBe(500_000);
  });

  it('a share to someone who is no descendant (the sister) is not closely inherited whatever the choice, and is not called a trust for descendants', () => {
    const will = split({ [K.son]: 50, [K.sister]: 50 }, { trustAge: 18, vestedAt18: true });
    expect(taxInputFromWill(will, TODAY)!.homeToDescendants).toBe(250_000);
    expect(homeNotCloselyInherited(will, TODAY)).toBe(0);
  });
});
