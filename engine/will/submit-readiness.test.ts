import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsAttention, readyToSubmit } from '../dashboard/dashboard-state';
import { blockingChecks, CHECK_RULES } from '../drafting/draft-checks';
import { AMY, ANN, castWill, SAM, TODAY as CAST_TODAY, TOM } from '../drafting/fixtures/clause-wills';
import { fixtureUuid, largeWill, LARGE_WILL_TODAY } from '../drafting/fixtures/large-will';
import { arbitraryWill } from './fixtures/arbitrary-will';
import { completeWill, DOG, FRIEND, TODAY } from './fixtures/will-fixtures';
import { maySubmit, nextStepToSubmit, submitBlockers } from './submit-readiness';
import { emptyWill, type Will } from './will';

const reasons = (will: Will, today = TODAY) => submitBlockers(will, today).map((b) => `${b.reason}:${b.step.id}`);

/** castWill with every choice a sound will needs and every required step passed, guardians included (Amy is 10); its sole executor has a replacement. */
const soundCast = (): Will =>
  castWill({
    passedSteps: [1, 2, 3, 4, 5, 6],
    executors: [{ type: 'person', uuid: SAM }],
    replacementExecutors: [TOM],
    estate: [{ amount: 100, beneficiary: { type: 'person', uuid: ANN }, substituteType: 'their_children', substitutes: [] }],
    estate_split_type: 'manually',
    guardians: { [AMY]: [SAM] },
  });

describe('the submit rule over the fixture wills', () => {
  it('lets the complete fixture wills be submitted', () => {
    expect(submitBlockers(completeWill(), TODAY)).toEqual([]);
    expect(maySubmit(completeWill(), TODAY)).toBe(true);
    expect(nextStepToSubmit(completeWill(), TODAY)).toBeNull();
    expect(maySubmit(largeWill(), LARGE_WILL_TODAY)).toBe(true);
    expect(maySubmit(soundCast(), CAST_TODAY)).toBe(true);
  });

  it('refuses an empty will, naming About You first, then every required step', () => {
    expect(maySubmit(emptyWill(), TODAY)).toBe(false);
    expect(nextStepToSubmit(emptyWill(), TODAY)).toEqual({
      id: 'yourself',
      title: 'About You',
      route: '/will/yourself',
      reason: 'not_passed',
      message: 'Finish About You first.',
    });
    expect(reasons(emptyWill())).toEqual([
      'not_passed:yourself',
      'check:yourself',
      'check:yourself',
      'not_passed:family',
      'not_passed:financial',
      'not_passed:estate',
      'check:estate',
      'not_passed:executors',
      'check:executors',
    ]);
  });

  it('refuses while guardians are not passed only when there is a dependant', () => {
    const noGuardianStep = { ...completeWill(), passedSteps: [1, 2, 4, 5, 6] };
    expect(nextStepToSubmit(noGuardianStep, TODAY)).toMatchObject({ id: 'guardians', reason: 'not_passed', message: 'Finish Guardians first.' });
    const noDependants = { ...noGuardianStep, children: {}, pets: {}, guardians: {} };
    // The adult child's estate share and executorship went with the children: put them on the partner.
    const partnerOnly = {
      ...noDependants,
      estate: [{ ...completeWill().estate![0]!, amount: 90 }, completeWill().estate![2]!],
      executors: [completeWill().executors![0]!],
      // One executor left: a replacement keeps the replacement-executor check from blocking.
      replacementExecutors: [FRIEND],
      gifts: [],
    };
    expect(submitBlockers(partnerOnly, TODAY)).toEqual([]);
  });

  it('refuses a passed step that needs attention, saying what to fix', () => {
    const will = { ...completeWill(), executors: [] };
    expect(nextStepToSubmit(will, TODAY)).toMatchObject({
      id: 'executors',
      route: '/will/executors',
      reason: 'needs_attention',
      message: 'Fix Executors first. You must allocate one or more executors.',
    });
    expect(reasons(will)).toEqual(['needs_attention:executors', 'check:executors']);
  });

  it('refuses a blocking check on passed steps: a missing address, a gift left out', () => {
    const { address: _gone, ...userInfo } = completeWill().userInfo!;
    expect(nextStepToSubmit({ ...completeWill(), userInfo }, TODAY)).toMatchObject({
      id: 'yourself',
      reason: 'check',
      message: 'Fix About You first. Your address is missing. Add it in About You.',
    });
    const gifts = [{ type: 'oneoff' as const, itemDesc: 'My watch', beneficiaries: [fixtureUuid(999)] as [string] }];
    expect(nextStepToSubmit({ ...completeWill(), gifts }, TODAY)).toMatchObject({
      id: 'gifts',
      route: '/will/gifts',
      message: 'Fix Gifts first. A gift (My watch) has no beneficiary, so it is not in your will.',
    });
  });

  it('lets information-only checks through: too many executors, guardians for an adult, a trustee service that is not a trust corporation, a fallback whose people are gone', () => {
    const people = Object.keys(completeWill().relations!).concat(Object.keys(completeWill().children!));
    const will: Will = {
      ...completeWill(),
      executors: [...people.map((uuid) => ({ type: 'person' as const, uuid })), { type: 'guardian-angel', uuid: null }],
      guardians: { ...completeWill().guardians, [Object.keys(completeWill().children!)[1]!]: [Object.keys(completeWill().relations!)[1]!] },
    };
    const codes = blockingChecks(will, TODAY).map((c) => c.code);
    expect(codes).toEqual([]);
    expect(maySubmit(will, TODAY)).toBe(true);
    expect(Object.entries(CHECK_RULES).filter(([, rule]) => !rule.blocking).map(([code]) => code)).toEqual([
      'tooManyExecutors',
      'adultChildGuardian',
      // No guardian drafted for a child the will-writer has no parental responsibility for: said, not blocking.
      'noParentalResponsibility',
      'trusteeNotTrustCorporation',
      'fallbackWithoutBeneficiary',
    ]);
  });

  // A charity typed in by hand may not be a charity at all: the legal team must identify it before the will goes out.
  it('refuses a benefiting charity without a registered number until it is identified', () => {
    const will: Will = { ...completeWill(), charity: { ...completeWill().charity, [Object.keys(completeWill().charity!)[0]!]: { id: 1234, name: 'Dogs Trust' } } };
    expect(blockingChecks(will, TODAY).map((c) => c.code)).toEqual(['charityWithoutNumber']);
    expect(maySubmit(will, TODAY)).toBe(false);
  });

  it('refuses a dependant without a guardian even with the guardians step passed (it needs attention)', () => {
    const will = { ...completeWill(), guardians: { [DOG]: completeWill().guardians![DOG]! } };
    expect(reasons(will)).toEqual(['needs_attention:guardians', 'check:guardians']);
    expect(submitBlockers(will, TODAY).find((b) => b.reason === 'check')).toMatchObject({ check: { code: 'childWithoutGuardian', step: 'guardians' } });
  });

  it('on any will: may be submitted exactly when the dashboard is ready, nothing needs attention and no blocking check fails', () => {
    fc.assert(
      fc.property(arbitraryWill, (will) => {
        const expected = readyToSubmit(will, TODAY) && !needsAttention(will, TODAY) && blockingChecks(will, TODAY).length === 0;
        expect(maySubmit(will, TODAY)).toBe(expected);
        const blockers = submitBlockers(will, TODAY);
        const numbers = blockers.map((b) => b.step.number);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(nextStepToSubmit(will, TODAY)?.id ?? null).toBe(blockers[0]?.step.id ?? null);
      }),
      { numRuns: 200 },
    );
  });
});
