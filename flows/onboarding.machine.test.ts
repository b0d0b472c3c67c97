import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { onboardingMachine, type OnboardingContext, type OnboardingEvent } from './onboarding.machine';
import { nextOnboardingStep, onboardingStepIds } from './onboarding-navigation';
import type { OnboardingAnswers } from '../engine/onboarding-rules';

const stepFiles = import.meta.glob<{ default: { id: string; schema: { properties: Record<string, { oneOf?: { const: unknown }[] }> } } }>(
  '../schemas/steps/onboarding-*.json',
  { eager: true },
);
const steps = Object.fromEntries(Object.values(stepFiles).map((m) => [m.default.id, m.default]));

/** Every answer a visitor can give on a step, read from its step file, so new options are walked too. */
function eventsFor(stepId: string): OnboardingEvent[] {
  const step = steps[stepId];
  if (!step) return [];
  const [field, property] = Object.entries(step.schema.properties)[0] ?? [];
  if (!field || !property?.oneOf) return [{ type: 'step.next' }];
  return property.oneOf.map((option) => ({ type: 'step.next', answers: { [field]: option.const } as OnboardingAnswers }));
}

/** SPEC 4.3 written out independently of the machine: the steps a visitor must see, and where they end. */
function specPath(answers: OnboardingAnswers, context: OnboardingContext) {
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

const inputs: OnboardingContext[] = [];
for (const markers of [
  { charityFlow: false, employerFlow: false },
  { charityFlow: true, employerFlow: false },
  { charityFlow: false, employerFlow: true },
]) {
  for (const answers of [{}, { type: 'willBespoke' as const }]) inputs.push({ answers, markers });
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
        const visited = path.steps.map((step) => String(step.state.value)).filter((v) => v in steps);
        const expected = specPath(path.state.context.answers, input);
        expect(visited).toEqual(expected.path);
        expect(path.state.value).toBe(expected.exit);
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

describe('nextOnboardingStep', () => {
  const markers = { charityFlow: false, employerFlow: false };
  it('rebuilds the snapshot from the URL step and answers', () => {
    expect(nextOnboardingStep('onboarding-assets', { answers: { hasPartner: true, livesInEnglandOrWales: true }, markers }, { assetsAreInEnglandOrWales: true })).toEqual({
      stepId: 'onboarding-partner-will',
    });
  });
  it('exits to refer-partner with the merged answers when the partner needs a will', () => {
    const result = nextOnboardingStep('onboarding-benefits', { answers: { hasPartner: true, partnerNeedsWill: true }, markers }, {});
    expect(result).toEqual({ exit: 'refer-partner', answers: { hasPartner: true, partnerNeedsWill: true } });
  });
});
