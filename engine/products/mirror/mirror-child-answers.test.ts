import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, YOUNG_CHILD, completeWill } from '../../will/fixtures/will-fixtures';
import { mirrorWill } from './mirror-will';
import { stepSources } from '../../steps/step-sources';
import { stepViews } from '../../steps/step-views';
import { failingRules } from '../../steps/step-file-rules';
import { stepFigures } from '../../steps/step-figures';
import { familySave } from '../../will/operations/family-save';
import type { Will } from '../../will/will';

function mirrored(): Will {
  const result = mirrorWill(completeWill());
  if (!result.ok) throw new Error(result.reason);
  return { ...result.will, passedSteps: [1] };
}
const view = stepViews['mirror.childAnswers']!;

describe("a mirror will's copied children, as the children question asks them", () => {
  it('lists each waiting child by name, and each unanswered', () => {
    const will = mirrored();
    expect(stepSources['mirror.childrenToConfirm']!(will, { today: '2025-06-15' }).map((item) => item.uuid).sort()).toEqual([ADULT_CHILD, YOUNG_CHILD].sort());
    expect(stepSources['mirror.childrenToConfirm']!(will, { today: '2025-06-15' }).map((item) => item.label)).toContain('Amy Smith');
    expect(view.read(will)).toEqual({ [YOUNG_CHILD]: null, [ADULT_CHILD]: null });
  });

  it('writing the answers keeps a yes as a child, makes a no a relation; with the family save that passes Family', () => {
    const written = view.write(mirrored(), { [YOUNG_CHILD]: true, [ADULT_CHILD]: false });
    expect(Object.keys(written.children ?? {})).toEqual([YOUNG_CHILD]);
    expect(written.relations?.[ADULT_CHILD]?.fullName).toBe('Ben Smith');
    const saved = familySave(written, { params: {}, today: '2025-06-15' });
    expect(saved.ok && saved.will.passedSteps).toEqual([1, 2]);
  });

  it('a child left unanswered keeps waiting, and the family save leaves Family unpassed', () => {
    const written = view.write(mirrored(), { [YOUNG_CHILD]: true, [ADULT_CHILD]: null });
    expect(written.mirror?.childrenToConfirm).toEqual([ADULT_CHILD]);
    const saved = familySave(written, { params: {}, today: '2025-06-15' });
    expect(saved.ok && saved.will.passedSteps).toEqual([1]);
  });

  it('the rule answeredEach reports each unanswered item on its own', () => {
    expect(failingRules(['answeredEach:answers'], { answers: { a: true, b: null, c: false, d: undefined } }, { today: '2025-06-15' })).toEqual({
      'answers.b': ['answeredEach:answers'],
      'answers.d': ['answeredEach:answers'],
    });
    expect(failingRules(['answeredEach:answers'], { answers: { a: true, c: false } }, { today: '2025-06-15' })).toEqual({});
  });

  it('names the inviter for the texts', () => {
    expect(stepFigures['mirror.inviter']!(mirrored(), { today: '2025-06-15' })).toEqual({ inviter: 'Jane Smith' });
    expect(stepFigures['mirror.inviter']!(completeWill(), { today: '2025-06-15' })).toBeNull();
  });
});
