import { describe, expect, it } from 'vitest';
import { backDestination, mayEnter, nextDestination } from './flow-runner';
import type { FlowContext } from './flow-context';
import { TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import { mirrorWill } from '../engine/products/mirror/mirror-will';
import type { Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers });

/** John's will as accepting Jane's invitation leaves it: both copied children waiting, About You passed. */
function mirrored(): Will {
  const result = mirrorWill(completeWill());
  if (!result.ok) throw new Error(result.reason);
  return { ...result.will, passedSteps: [1] };
}
const answered = (will: Will, children: Will['children']): Will => ({ ...will, children, mirror: { ...will.mirror!, childrenToConfirm: [] } });

describe('the family flow of a mirror will, its copied children', () => {
  it('saving the family list while children wait asks about them', () => {
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(mirrored())).to).toEqual({ stepId: 'family-mirror-children' });
  });

  it('the question is entered only while a child waits; otherwise the flow starts again', () => {
    const will = mirrored();
    expect(mayEnter('family-mirror-children', ctxOf(will))).toBe(true);
    expect(mayEnter('family-mirror-children', ctxOf(answered(will, will.children)))).toEqual({ route: '/will/family' });
  });

  it('its save goes on as the list would have: #guardians with a dependant, else #financial', () => {
    const will = mirrored();
    expect(nextDestination('family-mirror-children', { type: 'step.next' }, ctxOf(answered(will, will.children))).to).toEqual({ route: '/will/dashboard#guardians' });
    expect(nextDestination('family-mirror-children', { type: 'step.next' }, ctxOf({ ...answered(will, {}), pets: {} })).to).toEqual({ route: '/will/dashboard#financial' });
  });

  it('Back is the family list', () => {
    expect(backDestination('family-mirror-children', ctxOf(mirrored()))).toEqual({ stepId: 'family-members' });
  });
});
