import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAdult } from '../will/about-you/age';
import { arbitraryWill, UUID_POOL } from '../will/fixtures/arbitrary-will';
import { TODAY } from '../will/fixtures/will-fixtures';
import { substituteComplete } from '../will/estate/substitutes';
import { moneyGiftPounds } from '../will/gifts/money-gift-rules';
import type { Will } from '../will/will';
import { CLAUSE_ORDER } from './draft-document';
import { draftText } from './draft-text';
import { draftWill } from './draft-will';

const has = (map: object | undefined, uuid: string) => map !== undefined && Object.hasOwn(map, uuid);
const isParty = (will: Will, uuid: string) => has(will.relations, uuid) || has(will.children, uuid) || has(will.charity, uuid);
const nameOf = (will: Will, uuid: string) => will.relations?.[uuid]?.fullName ?? will.children?.[uuid]?.fullName ?? will.charity?.[uuid]?.name;

/**
 * Written from the issue rather than the implementation: the people and charities a will names are its executors
 * and their replacements,
 * the guardians of children under 18 (and those children), the carers of pets, the beneficiaries of gifts that can
 * be made, the residuary beneficiaries and their named substitutes, and a fiancé(e) in a contemplation-of-marriage clause.
 */
function rolesOf(will: Will, today: string): Set<string> {
  const named = new Set<string>();
  for (const e of will.executors ?? []) if (e.type === 'person' && e.uuid && (has(will.relations, e.uuid) || has(will.children, e.uuid))) named.add(e.uuid);
  // Replacement executors are named whenever some executor (a person or the trustee service) is appointed.
  const appointed = (will.executors ?? []).some((e) => e.type !== 'person' || named.has(e.uuid ?? ''));
  if (appointed) for (const uuid of will.replacementExecutors ?? []) if (has(will.relations, uuid) || has(will.children, uuid)) named.add(uuid);
  for (const [dependant, chosen] of Object.entries(will.guardians ?? {})) {
    const guardians = chosen.filter((g) => g !== dependant && (has(will.relations, g) || has(will.children, g)));
    const minorChild = has(will.children, dependant) && !isAdult(will.children![dependant]!.birthday, today);
    if (guardians.length === 0 || !(minorChild || has(will.pets, dependant))) continue;
    if (minorChild) named.add(dependant);
    guardians.forEach((g) => named.add(g));
  }
  for (const gift of will.gifts ?? []) {
    const beneficiaries = gift.beneficiaries.filter((b) => isParty(will, b));
    if (gift.type === 'money' && moneyGiftPounds(gift.itemDesc) === null) continue;
    beneficiaries.forEach((b) => named.add(b));
  }
  const seen = new Set<string>();
  const shares = (will.estate ?? []).filter((s) => isParty(will, s.beneficiary.uuid) && !seen.has(s.beneficiary.uuid) && seen.add(s.beneficiary.uuid));
  for (const share of shares) {
    const uuid = share.beneficiary.uuid;
    named.add(uuid);
    const personShare = !has(will.charity, uuid) && share.beneficiary.type !== 'charity';
    if (personShare && substituteComplete(share, shares.length) && share.substituteType?.startsWith('specific_')) {
      (share.substitutes ?? []).filter((s) => s !== uuid && isParty(will, s)).forEach((s) => named.add(s));
    }
  }
  if (will.maritalStatus?.id === 5 && will.maritalStatus.comc === true && will.partner && has(will.relations, will.partner)) named.add(will.partner);
  return named;
}

describe('draftWill over arbitrary wills', () => {
  it('names every person or charity with a role, and no one else', () => {
    fc.assert(
      fc.property(arbitraryWill, (will) => {
        const text = draftText(draftWill(will, TODAY));
        const expected = rolesOf(will, TODAY);
        for (const uuid of UUID_POOL) {
          const name = nameOf(will, uuid);
          if (name) expect({ name, named: text.includes(name) }).toEqual({ name, named: expected.has(uuid) });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('numbers clauses 1..n in the fixed order, always opening, revoking and attesting, and paragraphs N.1.. when several', () => {
    fc.assert(
      fc.property(arbitraryWill, (will) => {
        const { clauses } = draftWill(will, TODAY);
        expect(clauses.map((c) => c.number)).toEqual(clauses.map((_, i) => i + 1));
        const order = clauses.map((c) => CLAUSE_ORDER.indexOf(c.kind));
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        expect(clauses.map((c) => c.kind)).toEqual(expect.arrayContaining(['opening', 'revocation', 'attestation']));
        for (const clause of clauses) {
          const numbers = clause.paragraphs.map((p) => p.number);
          const wanted = clause.paragraphs.length > 1 ? clause.paragraphs.map((_, i) => `${clause.number}.${i + 1}`) : [undefined];
          expect(numbers).toEqual(wanted);
        }
      }),
    );
  });

  it('is deterministic, leaves no {placeholder} unfilled, and lists only named people as witnesses to avoid', () => {
    fc.assert(
      fc.property(arbitraryWill, (will) => {
        const doc = draftWill(will, TODAY);
        expect(draftWill(structuredClone(will), TODAY)).toEqual(doc);
        // The labels keep {page} and {pages} for the renderers to fill; everything else is final text.
        const filled = JSON.stringify([doc.title, doc.clauses, doc.signingInstructions, doc.warnings]);
        expect(filled).not.toMatch(/\{\w+\}/);
        const avoid = doc.signingInstructions.steps[1]!.paragraphs.flatMap((p) => p.items ?? []).map((i) => i.text);
        const roles = rolesOf(will, TODAY);
        for (const name of avoid) expect(UUID_POOL.some((uuid) => roles.has(uuid) && nameOf(will, uuid) === name)).toBe(true);
      }),
    );
  });
});
