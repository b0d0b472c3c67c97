import { describe, expect, it } from 'vitest';
import type { FlowStateMeta } from '../../flows/flow-runner';
import { flowStepIds, machineOf } from '../../flows/flow-runner';
import { stepFiles } from './step-files';
import { isPublic } from './flows';

const metaOf = (node: { meta?: unknown }) => (node.meta ?? {}) as FlowStateMeta;

describe('a public question draws without the flows (web/wizard/flows.ts)', () => {
  const publicFlowSteps = Object.values(stepFiles).filter((step) => isPublic(step) && flowStepIds.includes(step.id));

  it('covers the onboarding questions', () => {
    expect(publicFlowSteps.map((step) => step.id)).toContain('onboarding-relationship');
  });

  // The step screen skips the entry check of a public step until the flows are in: it must have none to skip.
  it.each(publicFlowSteps.map((step) => [step.id]))('%s has no entry rule, in its flow or its own state', (id) => {
    const machine = machineOf(id);
    for (const meta of [metaOf(machine.root), metaOf(machine.states[id]!)]) {
      expect(meta.enterIf, id).toBeUndefined();
      expect(meta.enterFrom, id).toBeUndefined();
    }
  });

  it('counts the account forms as public, and no will step', () => {
    expect(isPublic(stepFiles['sign-in']!)).toBe(true);
    expect(isPublic(stepFiles['about-you']!)).toBe(false);
    expect(isPublic(stepFiles['family-marital']!)).toBe(false);
  });
});
