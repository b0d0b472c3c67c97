import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { danglingReferences, repeatedReferences, sharedRecordKeys } from '../dangling-references';
import { arbitraryWill, UUID_POOL } from '../fixtures/arbitrary-will';
import { TODAY } from '../fixtures/will-fixtures';
import { needsPartner } from '../family/marital-status';
import { canPass } from '../../steps/steps';
import type { SavePayload, Will } from '../will';
import { validateSave } from './validate-save';

/** Steps plus every prerequisite they need, so a fair share of payloads pass the passedSteps rule. */
function withPrerequisites(steps: readonly number[]): number[] {
  const closed = new Set(steps);
  const needs: Record<number, number> = { 2: 1, 3: 2, 4: 2, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4 };
  // A prerequisite is always an earlier step, so one pass from step 9 down closes the set.
  for (let step = 9; step >= 1; step--) {
    const needed = needs[step];
    if (closed.has(step) && needed !== undefined) closed.add(needed);
  }
  return [...closed].sort((a, b) => a - b);
}

const userInfo = fc.record({
  title: fc.constant('Ms.' as const),
  fullName: fc.constant('Jane Smith'),
  birthday: fc.oneof({ arbitrary: fc.constant('1980-01-01'), weight: 6 }, fc.constantFrom('2007-06-16', '2007-06-15', '2030-01-01', '')),
  address: fc.constant('1 High Street, Leeds, LS1 1AA'),
  phoneNumber: fc.constant('07700 900000'),
});

/**
 * Save payloads from arbitraryWill (references may dangle or repeat) with a user, a marital status, sometimes a
 * uuid keying two records, money gifts with an amount, and passedSteps closed under prerequisites; plus the
 * passedSteps of the stored will before the save.
 */
const arbitrarySave = fc
  .record({
    will: arbitraryWill,
    userInfo: fc.option(userInfo, { nil: undefined, freq: 8 }),
    maritalStatus: fc.option(fc.record({ id: fc.integer({ min: 1, max: 8 }), comc: fc.option(fc.boolean()) }), { nil: undefined }),
    clash: fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: fc.constantFrom(...UUID_POOL), weight: 1 }),
    previouslyPassed: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9]).map(withPrerequisites),
    revision: fc.nat(5),
  })
  .map(({ will, userInfo, maritalStatus, clash, previouslyPassed, revision }) => {
    const { relations, children, schemaVersion: _v, ...sections } = will;
    const people = { relations: { ...relations }, children: { ...children } };
    if (clash && !people.children[clash]) people.children[clash] = { fullName: 'Clash', birthday: '1990-06-15', address: 'Somewhere' };
    const payload: SavePayload = {
      ...sections,
      ...(userInfo ? { userInfo } : {}),
      ...(maritalStatus ? { maritalStatus } : {}),
      funeralWishes: { funeralType: 'burial' },
      passedSteps: withPrerequisites(will.passedSteps ?? []),
      gifts: (will.gifts ?? []).map((g) => (g.type === 'money' ? { ...g, itemDesc: '250' } : g)),
      people,
      revision,
    };
    return { payload, previous: { schemaVersion: 2, passedSteps: previouslyPassed } as Will };
  });

/** A stored will as the save payload that would store it (people split out). */
function asPayload(will: Will, revision: number): SavePayload {
  const { relations, children, schemaVersion: _v, ...sections } = will;
  return { ...sections, people: { relations: relations ?? {}, children: children ?? {} }, revision };
}

describe('validateSave on arbitrary payloads', () => {
  it('accepts only what it stores: no dangling or repeated uuid, a coherent partner, and the stored will re-validates unchanged', () => {
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(arbitrarySave, ({ payload, previous }) => {
        runs++;
        const result = validateSave(payload, TODAY, previous);
        if (!result.ok) return;
        accepted++;
        const { will, revision } = result;
        expect(revision).toBe(payload.revision);
        expect(danglingReferences(will)).toEqual([]);
        expect(repeatedReferences(will)).toEqual([]);
        expect(sharedRecordKeys(will)).toEqual([]);
        if (will.maritalStatus && !needsPartner(will.maritalStatus.id)) expect(will.partner ?? null).toBeNull();
        expect((will.passedSteps ?? []).every((step) => canPass(will.passedSteps, step))).toBe(true);
        expect(validateSave(asPayload(will, revision), TODAY, previous)).toEqual({ ok: true, will, revision });
        expect(validateSave(asPayload(will, revision), TODAY, will)).toEqual({ ok: true, will, revision });
      }),
      { numRuns: 500 },
    );
    // The property says something only if a fair share of payloads are accepted.
    expect(accepted).toBeGreaterThan(runs / 10);
  });

  it('refuses every payload in which a uuid keys two records', () => {
    fc.assert(
      fc.property(arbitrarySave, ({ payload, previous }) => {
        const result = validateSave(payload, TODAY, previous);
        const clashes = sharedRecordKeys({ schemaVersion: 2, ...payload, ...payload.people });
        if (clashes.length > 0) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(Object.keys(result.fields)).toEqual(clashes.map((c) => `${c.map === 'children' ? 'people' : 'will'}.${c.map}.${c.uuid}`));
        }
      }),
    );
  });
});
