import { describe, expect, it } from 'vitest';
import { FRIEND, TODAY, completeWill } from '../fixtures/will-fixtures';
import type { Will } from '../will';
import { stepViews } from '../../steps/step-views';
import { chooseCategory, resetStep } from './executor-operations';

const TRUSTEE = { type: 'guardian-angel' as const, uuid: null };
const will = (executorCategory: 1 | 2 | 3 | null): Will => ({ ...completeWill(), executorCategory, executorStep: 2, executors: [{ type: 'person', uuid: FRIEND }, TRUSTEE] });
const input = { params: {}, today: TODAY };

describe('executors.choose (SPEC 4.3)', () => {
  it('friends and family drops the trustee; trustees alone clears every executor; hybrid keeps them', () => {
    const executorsAfter = (category: 1 | 2 | 3) => {
      const result = chooseCategory(will(category), input);
      return result.ok ? result.will.executors : null;
    };
    expect(executorsAfter(1)).toEqual([{ type: 'person', uuid: FRIEND }]);
    expect(executorsAfter(2)).toEqual([]);
    expect(executorsAfter(3)).toEqual([{ type: 'person', uuid: FRIEND }, TRUSTEE]);
  });
});

describe('executors.resetStep', () => {
  it('sets the executor sub-step to 0 (SPEC 2.2)', () => {
    const result = resetStep(will(1), input);
    expect(result.ok && result.will.executorStep).toBe(0);
  });
});

describe('executor views', () => {
  const people = stepViews['executors.people']!;
  const terms = stepViews['executors.trusteeTerms']!;

  it('the ticked people replace the person executors in the order ticked, keeping the trustee; unknown uuids are dropped', () => {
    const base = will(3);
    const adultChild = Object.keys(base.children!)[1]!;
    expect(people.read(base)).toEqual([FRIEND]);
    expect(people.write(base, [adultChild, FRIEND, 'nobody']).executors).toEqual([
      { type: 'person', uuid: adultChild },
      { type: 'person', uuid: FRIEND },
      TRUSTEE,
    ]);
  });

  it('ticking the trustee terms appoints the trustee once; the box reads ticked while the trustee is appointed', () => {
    const without: Will = { ...will(2), executors: [] };
    expect(terms.read(without)).toBeUndefined();
    const appointed = terms.write(without, true);
    expect(appointed.executors).toEqual([TRUSTEE]);
    expect(terms.write(appointed, true).executors).toEqual([TRUSTEE]);
    expect(terms.read(appointed)).toBe(true);
  });
});
