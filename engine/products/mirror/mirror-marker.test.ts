import { describe, expect, it } from 'vitest';
import { GOLDEN, GOLDEN_TODAY, marriedWithChildren } from '../../drafting/fixtures/golden-wills';
import { VALIDATION_MESSAGES } from '../../will/validation/field-errors';
import { validateSave } from '../../will/validation/validate-save';
import type { Will } from '../../will/will';
import { answerMirrorChild } from './mirror-children';
import { markStepSaved, prefilledNotice, stepsBlockedByMirror } from './mirror-marker';
import { mirrorWill } from './mirror-will';

function mirror(): Will {
  const result = mirrorWill(marriedWithChildren());
  if (!result.ok) throw new Error(result.reason);
  return result.will;
}

function payloadOf(will: Will) {
  const { relations = {}, children = {}, ...sections } = will;
  return { ...sections, people: { relations, children }, revision: 0 };
}

describe('the mirror marker', () => {
  it('shows the notice, naming the inviter, on each prefilled step until the user saves it', () => {
    let will = mirror();
    expect(prefilledNotice(will, 1)).toBe("Filled in from David Owen Price's answers: check each one");
    expect(prefilledNotice(will, 4)).toBeNull();
    will = markStepSaved(will, 1);
    expect(prefilledNotice(will, 1)).toBeNull();
    expect(prefilledNotice(will, 2)).not.toBeNull();
    expect(prefilledNotice({ schemaVersion: 2 }, 1)).toBeNull();
  });

  it('goes once every step is saved and every child answered, not before', () => {
    let will = mirror();
    for (const step of [1, 2, 3, 5, 6]) will = markStepSaved(will, step);
    expect(will.mirror).toEqual({ inviterName: 'David Owen Price', prefilledSteps: [], childrenToConfirm: [GOLDEN.minorOne, GOLDEN.minorTwo, GOLDEN.adultChild] });
    let answered = mirror();
    for (const child of [GOLDEN.minorOne, GOLDEN.minorTwo, GOLDEN.adultChild]) answered = answerMirrorChild(answered, child, true);
    for (const step of [1, 2, 3, 5, 6]) answered = markStepSaved(answered, step);
    expect(answered).not.toHaveProperty('mirror');
  });

  it('passes no step still marked, nor Family while a child waits for its answer', () => {
    const will = { ...mirror(), passedSteps: [1] };
    expect(stepsBlockedByMirror(will)).toEqual([1]);
    const refused = validateSave(payloadOf(will), GOLDEN_TODAY);
    expect(refused).toMatchObject({ ok: false, fields: { 'will.passedSteps': [VALIDATION_MESSAGES.mirrorPrefilled] } });

    const savedTwo: Will = { ...markStepSaved(markStepSaved(mirror(), 1), 2), passedSteps: [1, 2] };
    expect(stepsBlockedByMirror(savedTwo)).toEqual([2]);
    expect(validateSave(payloadOf(savedTwo), GOLDEN_TODAY)).toMatchObject({ ok: false, fields: { 'will.passedSteps': [VALIDATION_MESSAGES.mirrorChildren] } });

    let answered = savedTwo;
    for (const child of [GOLDEN.minorOne, GOLDEN.minorTwo]) answered = answerMirrorChild(answered, child, true);
    answered = answerMirrorChild(answered, GOLDEN.adultChild, false);
    expect(validateSave(payloadOf(answered), GOLDEN_TODAY)).toMatchObject({ ok: false, fields: { 'will.userInfo.phoneNumber': [VALIDATION_MESSAGES.required] } });
    answered = { ...answered, userInfo: { ...answered.userInfo, phoneNumber: '07700 900123' } };
    expect(stepsBlockedByMirror(answered)).toEqual([]);
    const accepted = validateSave(payloadOf(answered), GOLDEN_TODAY);
    expect(accepted.ok, JSON.stringify(accepted)).toBe(true);
  });
});
