import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { onboardingMachine, onboardingStepIds } from './onboarding.machine';
import { nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import type { OnboardingAnswers } from '../engine/onboarding/onboarding-rules';
import { emptyWill } from '../engine/will/will';

const TODAY = '2025-06-15';

const stepFiles = import.meta.glob<{ default: { id: string; schema: { properties: Record<string, { oneOf?: { const: unknown }[] }> } } }>(
  '../schemas/steps/onboarding-*.json',
  { eager: true },
);
const steps = Object.fromEntries(Object.values(stepFiles).map((m) => [m.default.id, m.default]));

/** Every answer a visitor can give on a step, read from its step file, so new options are walked too. */
function eventsFor(stepId: string): FlowEvent[] {
  // refer-partner: Send (step.next) and Skip for now (step.back) both leave for the dashboard.
  if (stepId === 'refer-partner') return [{ type: 'step.next' }, { type: 'step.back' }];
  const step = steps[stepId];
  if (!step) return [];
  const [field, property] = Object.entries(step.schema.properties)[0] ?? [];
  if (!field || !property?.oneOf) return [{ type: 'step.next' }];
  return property.oneOf.map((option) => ({ type: 'step.next', answers: { [field]: option.const } as OnboardingAnswers }));
}

/** SPEC 4.3 written out independently of the machine: the steps a visitor must see, and where they end. */
function specPath(answers: OnboardingAnswers, context: FlowContext) {
  const path = ['onboarding-welcome', 'onboarding-relationship', 'onboarding-children', 'onboarding-property', 'onboarding-location', 'onboarding-assets'];
  const abroad = answers.livesInEnglandOrWales === false || answers.assetsAreInEnglandOrWales === false;
  // The type is known at this point only when the visitor arrived with one (the type question comes later).
  if (abroad && context.answers.type !== 'willBespoke') path.push('onboarding-foreign-assets');
  if (answers.hasPartner) path.push('onboarding-partner-will');
  if (answers.hasPartner || context.markers.charityFlow || context.markers.employerFlow) path.push('onboarding-type');
  else path.push('onboarding-lpa');
  path.push('onboarding-benefits');
  return { path, exit: answers.hasPartner && answers.partnerNeedsWill ? 'refer-partner' : 'dashboard' };
}

const inputs: FlowContext[] = [];
for (const markers of [
  { charityFlow: false, employerFlow: false },
  { charityFlow: true, employerFlow: false },
  { charityFlow: false, employerFlow: true },
]) {
  for (const answers of [{}, { type: 'willBespoke' as const }]) inputs.push({ will: emptyWill(), today: TODAY, answers, markers });
}

describe('onboarding machine, every path (model-based)', () => {
  for (const input of inputs) {
    const label = `markers ${JSON.stringify(input.markers)}, preset ${JSON.stringify(input.answers)}`;
    it(`matches SPEC 4.3 on every path with ${label}`, () => {
      const paths = getSimplePaths(onboardingMachine, {
        input,
        events: (snapshot) => eventsFor(String(snapshot.value)),
        toState: (snapshot) => snapshot.status === 'done',
      });
      expect(paths.length).toBeGreaterThan(32);
      for (const path of paths) {
        const values = path.steps.map((step) => String(step.state.value));
        const visited = values.filter((v) => v in steps);
        const expected = specPath(path.state.context.answers, input);
        expect(visited).toEqual(expected.path);
        // The flow leaves from benefits straight to the dashboard, or through refer-partner.
        expect(values.includes('refer-partner') ? 'refer-partner' : 'dashboard').toBe(expected.exit);
        expect(path.state.value).toBe('dashboard');
      }
    });
  }

  it('asks exactly five numbered questions, 1 to 5, before any branch', () => {
    const numbered = onboardingStepIds
      .map((id) => steps[id] as unknown as { question?: { index: number; of: number } })
      .filter((s) => s?.question)
      .map((s) => s.question);
    expect(numbered).toEqual([1, 2, 3, 4, 5].map((index) => ({ index, of: 5 })));
  });

  it('has a step file for every step state', () => {
    for (const id of onboardingStepIds) expect(steps[id], id).toBeDefined();
  });
});

describe('onboarding through the flow runner', () => {
  const markers = { charityFlow: false, employerFlow: false };
  const ctx = (answers: OnboardingAnswers): FlowContext => ({ will: emptyWill(), today: TODAY, answers, markers });
  it('rebuilds the snapshot from the URL step and answers', () => {
    const result = nextDestination('onboarding-assets', { type: 'step.next', answers: { assetsAreInEnglandOrWales: true } }, ctx({ hasPartner: true, livesInEnglandOrWales: true }));
    expect(result.to).toEqual({ stepId: 'onboarding-partner-will' });
  });
  it('goes to refer-partner with the merged answers when the partner needs a will', () => {
    const result = nextDestination('onboarding-benefits', { type: 'step.next', answers: {} }, ctx({ hasPartner: true, partnerNeedsWill: true }));
    expect(result.to).toEqual({ stepId: 'refer-partner' });
    expect(result.answers).toEqual({ hasPartner: true, partnerNeedsWill: true });
  });
  it('goes to the dashboard route when the partner needs no will, merging this step\'s answers', () => {
    const result = nextDestination('onboarding-benefits', { type: 'step.next', answers: { wantsLPA: false } }, ctx({ hasPartner: true, partnerNeedsWill: false }));
    expect(result.to).toEqual({ route: '/will/dashboard' });
    expect(result.answers).toEqual({ hasPartner: true, partnerNeedsWill: false, wantsLPA: false });
  });
  it('refer-partner: Send and Skip for now both end at the dashboard', () => {
    expect(nextDestination('refer-partner', { type: 'step.next' }, ctx({})).to).toEqual({ route: '/will/dashboard' });
    expect(nextDestination('refer-partner', { type: 'step.back' }, ctx({})).to).toEqual({ route: '/will/dashboard' });
  });
});
