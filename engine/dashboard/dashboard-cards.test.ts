import { describe, it, expect } from 'vitest';
import { TODAY, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import { availableStepCount, completedStepCount } from '../steps/available-steps';
import { dashboardCards, stepMarks } from './dashboard-cards';
import { progressPercent } from './progress';
import { stepPredicates } from '../steps/step-predicates';
import { STEPS } from '../steps/steps';
import { emptyWill, type Will } from '../will/will';

const summary = (cards: ReturnType<typeof dashboardCards>) =>
  Object.fromEntries(cards.map((c) => [c.step.id, `${c.visible ? '' : 'hidden '}${c.mark} ${c.action}${c.disabled ? ' disabled' : ''}`]));

describe('dashboard cards (SPEC 2.5)', () => {
  it('a new will: About You can start, the rest wait for prerequisites, guardians hidden', () => {
    expect(summary(dashboardCards(emptyWill(), TODAY))).toEqual({
      yourself: 'none get_started', family: 'none get_started disabled', guardians: 'hidden none get_started disabled',
      financial: 'none get_started disabled', estate: 'none get_started disabled', executors: 'none get_started disabled',
      funeral_wishes: 'none get_started disabled', gifts: 'none get_started disabled', other_wishes: 'none get_started disabled',
    });
  });

  it('names the prerequisites a waiting step needs, and none once they are passed', () => {
    const waiting = (will: Will, id: string) => dashboardCards(will, TODAY).find((c) => c.step.id === id)!.waitingFor.map((s) => s.id);
    expect(waiting(emptyWill(), 'family')).toEqual(['yourself']);
    expect(waiting(emptyWill(), 'estate')).toEqual(['financial']);
    expect(waiting({ ...emptyWill(), passedSteps: [1] }, 'family')).toEqual([]);
    expect(waiting(completeWill(), 'gifts')).toEqual([]);
  });

  it('passed and complete: tick and Edit; optional steps can start after financial', () => {
    const cards = summary(dashboardCards(completeWill(), TODAY));
    expect(cards.estate).toBe('tick edit');
    expect(cards.guardians).toBe('tick edit');
    expect(cards.gifts).toBe('none get_started');
  });

  it('passed but incomplete: estate and executors half-complete with Fix; guardians Fix', () => {
    const will = { ...completeWill(), executors: [], estate: completeWill().estate!.slice(1), guardians: {} };
    const cards = summary(dashboardCards(will, TODAY));
    expect(cards.estate).toBe('half fix');
    expect(cards.executors).toBe('half fix');
    expect(cards.guardians).toBe('none fix');
  });
});

describe('dashboard marks come from the catalogue predicates', () => {
  const noDependants = { ...completeWill(), children: {}, pets: {}, guardians: {} };

  it('every visibleIf and complete name in schemas/catalogue/steps.json is a registered predicate', () => {
    for (const step of STEPS) {
      const { visibleIf, complete } = stepMarks(step);
      for (const name of [visibleIf, complete].filter((n): n is string => n !== undefined)) expect(stepPredicates, `${step.id}: ${name}`).toHaveProperty([name]);
    }
    expect(stepMarks(STEPS.find((s) => s.id === 'guardians')!)).toMatchObject({ visibleIf: 'dependants.any', complete: 'guardians.complete' });
  });

  it('guardians is hidden without dependants, and shows again when a child is under 18 on today', () => {
    expect(summary(dashboardCards(noDependants, TODAY)).guardians).toMatch(/^hidden /);
    const child = { [YOUNG_CHILD]: completeWill().children![YOUNG_CHILD]! };
    expect(summary(dashboardCards({ ...noDependants, children: child }, TODAY)).guardians).not.toMatch(/^hidden /);
    expect(summary(dashboardCards({ ...noDependants, children: child }, '2033-05-05')).guardians).toMatch(/^hidden /);
  });

  it('the available count counts guardians exactly when its card is visible (SPEC 4.1), with the bar at least 10%', () => {
    for (const will of [completeWill(), noDependants, emptyWill(), { ...completeWill(), passedSteps: [1, 2, 3, 4, 5, 6, 7, 8, 9] }]) {
      const guardiansVisible = dashboardCards(will, TODAY).find((c) => c.step.id === 'guardians')!.visible;
      const optionalPassed = [7, 8].filter((n) => will.passedSteps?.includes(n)).length;
      expect(availableStepCount(will, TODAY)).toBe(5 + (guardiansVisible ? 1 : 0) + optionalPassed);
      expect(progressPercent(completedStepCount(will, TODAY), availableStepCount(will, TODAY))).toBeGreaterThanOrEqual(10);
    }
    expect(progressPercent(completedStepCount(emptyWill(), TODAY), availableStepCount(emptyWill(), TODAY))).toBe(10);
  });
});
