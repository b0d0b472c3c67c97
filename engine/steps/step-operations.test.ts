import { guardiansComplete } from '../will/completeness';
import { describe, expect, it } from 'vitest';
import toasts from '../../schemas/copy/toasts.json';
import { ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import { runOperation, stepOperations } from './step-operations';
import { emptyWill, type Will } from '../will/will';

const NEW_PERSON = '77777777-7777-4777-8777-777777777777';
const run = (name: string, will: Will, params: Record<string, string> = {}, arg?: string) =>
  stepOperations[name]!(will, { params, today: TODAY, ...(arg ? { arg } : {}) });
const ok = (result: ReturnType<typeof run>): Will => {
  if (!result.ok) throw new Error(`refused: ${result.toast}`);
  return result.will;
};
const frozen = (will: Will): Will => structuredClone(will);

describe('people.setPartner', () => {
  it('points will.partner at an existing relation, leaving the input will alone', () => {
    const will = completeWill();
    const before = frozen(will);
    expect(ok(run('people.setPartner', will, { partner: FRIEND })).partner).toBe(FRIEND);
    expect(will).toEqual(before);
  });

  it('refuses a uuid that is not a relation (a child, or nothing)', () => {
    expect(run('people.setPartner', completeWill(), { partner: YOUNG_CHILD })).toEqual({ ok: false, toast: toasts.personNotFound });
    expect(run('people.setPartner', completeWill(), { partner: NEW_PERSON }).ok).toBe(false);
    expect(run('people.setPartner', completeWill(), {}).ok).toBe(false);
  });
});

describe('people.remove (SPEC 4.2 cascade)', () => {
  it('removes a relation from guardians, estate substitutes, gifts and executors; guardians stays passed and needs attention', () => {
    const will = completeWill();
    const before = frozen(will);
    const after = ok(run('people.remove', will, { uuid: FRIEND }));
    expect(after.relations).not.toHaveProperty(FRIEND);
    expect(after.guardians?.[YOUNG_CHILD]).toEqual([PARTNER]);
    expect(after.guardians?.[DOG] ?? []).not.toContain(FRIEND);
    // The dog (no care plan) has no guardian left: step 3 stays passed and needs attention (My Will offers Fix and
    // names the dog), rather than going back to "Not started" without a word.
    expect(after.passedSteps).toEqual([1, 2, 3, 4, 5, 6]);
    expect(guardiansComplete(after, TODAY)).toBe(false);
    expect(after.estate?.flatMap((s) => s.substitutes ?? [])).not.toContain(FRIEND);
    expect(after.gifts?.flatMap((g) => g.beneficiaries)).not.toContain(FRIEND);
    expect(will).toEqual(before);
  });

  it('removing the partner clears the pointer, their estate share and their executor place', () => {
    const after = ok(run('people.remove', completeWill(), { uuid: PARTNER }));
    expect(after.partner ?? null).toBeNull();
    expect(after.executors).toEqual([{ type: 'person', uuid: ADULT_CHILD }]);
    expect(after.estate?.map((s) => s.beneficiary.uuid)).toEqual([ADULT_CHILD, CHARITY]);
  });

  it('removes a child, a pet or a charity from whichever map holds it', () => {
    const child = ok(run('people.remove', completeWill(), { uuid: ADULT_CHILD }));
    expect(child.children).not.toHaveProperty(ADULT_CHILD);
    expect(child.executors).toEqual([{ type: 'person', uuid: PARTNER }]);
    const pet = ok(run('people.remove', completeWill(), { uuid: DOG }));
    expect(pet.pets).not.toHaveProperty(DOG);
    expect(pet.guardians).not.toHaveProperty(DOG);
    const charity = ok(run('people.remove', completeWill(), { uuid: CHARITY }));
    expect(charity.charity).not.toHaveProperty(CHARITY);
    expect(charity.gifts?.flatMap((g) => g.beneficiaries)).not.toContain(CHARITY);
  });

  it('refuses a uuid nothing holds', () => {
    expect(run('people.remove', completeWill(), { uuid: NEW_PERSON })).toEqual({ ok: false, toast: toasts.personNotFound });
  });
});

describe('maritalStatus.set', () => {
  it('stores SPEC 3.2 {id, description, needPartner, comc} from the catalogue and keeps the partner when needed', () => {
    const will: Will = { ...completeWill(), maritalStatus: { id: 4 } };
    const after = ok(run('maritalStatus.set', will));
    expect(after.maritalStatus).toEqual({ id: 4, description: 'Civil Partnership', needPartner: true, comc: null });
    expect(after.partner).toBe(PARTNER);
  });

  it('clears the partner (not the person) for a status that needs none (SPEC 4.2)', () => {
    const after = ok(run('maritalStatus.set', { ...completeWill(), maritalStatus: { id: 8 } }));
    expect(after.maritalStatus).toEqual({ id: 8, description: 'Divorced', needPartner: false, comc: null });
    expect(after.partner).toBeNull();
    expect(after.relations).toHaveProperty(PARTNER);
  });

  it('keeps comc only for Engaged, and corrects a stale description', () => {
    const engaged = ok(run('maritalStatus.set', { ...completeWill(), maritalStatus: { id: 5, comc: true, description: 'Wrong' } }));
    expect(engaged.maritalStatus).toEqual({ id: 5, description: 'Engaged', needPartner: true, comc: true });
    const married = ok(run('maritalStatus.set', { ...completeWill(), maritalStatus: { id: 3, comc: true } }));
    expect(married.maritalStatus?.comc).toBeNull();
  });

  it('refuses a will without a known status', () => {
    expect(run('maritalStatus.set', emptyWill())).toEqual({ ok: false, toast: toasts.maritalStatusUnknown });
    expect(run('maritalStatus.set', { ...emptyWill(), maritalStatus: { id: 9 as 1 } }).ok).toBe(false);
  });
});

describe('steps.pass', () => {
  it('passes a step by catalogue id, sorted', () => {
    expect(ok(run('steps.pass', { ...emptyWill(), passedSteps: [2] }, {}, 'yourself')).passedSteps).toEqual([1, 2]);
    expect(ok(runOperation('steps.pass:family', { ...emptyWill(), passedSteps: [1] }, { params: {}, today: TODAY })).passedSteps).toEqual([1, 2]);
  });

  it('refuses with a toast while a prerequisite is not passed (SPEC 4.1)', () => {
    expect(run('steps.pass', emptyWill(), {}, 'family')).toEqual({ ok: false, toast: toasts.stepNotAvailable });
    expect(run('steps.pass', { ...emptyWill(), passedSteps: [1, 2] }, {}, 'estate').ok).toBe(false);
  });

  it('throws for a missing or unknown step id (a content error)', () => {
    expect(() => run('steps.pass', emptyWill())).toThrow();
    expect(() => run('steps.pass', emptyWill(), {}, 'nope')).toThrow();
  });
});

describe('family.save (SPEC 4.3)', () => {
  const married: Will = { ...emptyWill(), passedSteps: [1], maritalStatus: { id: 3 } };

  it("refuses with 'You need to add partner' when the status needs a partner and none exists", () => {
    expect(run('family.save', married)).toEqual({ ok: false, toast: 'You need to add partner' });
    // A dangling pointer is no partner either.
    expect(run('family.save', { ...married, partner: NEW_PERSON }).ok).toBe(false);
  });

  it('passes step 2 when the partner exists, or the status needs none', () => {
    expect(ok(run('family.save', { ...completeWill(), passedSteps: [1] })).passedSteps).toEqual([1, 2]);
    expect(ok(run('family.save', { ...married, maritalStatus: { id: 1 } })).passedSteps).toEqual([1, 2]);
  });

  it('refuses while About You is not passed', () => {
    expect(run('family.save', { ...married, passedSteps: [], maritalStatus: { id: 1 } })).toEqual({ ok: false, toast: toasts.stepNotAvailable });
  });
});

describe('runOperation', () => {
  it('throws for an unknown operation name', () => {
    expect(() => runOperation('people.nope', emptyWill(), { params: {}, today: TODAY })).toThrow(/Unknown operation/);
  });
});
