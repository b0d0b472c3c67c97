import dashboardCopy from '../../schemas/copy/dashboard.json';
import { evaluatePredicate } from '../steps/step-predicates';
import { STEPS, isPassed, missingPrerequisites, type Step, type StepId } from '../steps/steps';
import type { Will } from '../will/will';

export type CardMark = 'tick' | 'half' | 'none';
export type CardAction = 'get_started' | 'edit' | 'fix';

/** The dashboard keys of a schemas/catalogue/steps.json entry: predicate names, and the mark of a passed but incomplete step. */
export interface StepMarks {
  /** Predicate: whether the step applies (guardians: a dependant exists). Absent means always. */
  visibleIf?: string;
  /** Predicate: whether a passed step is still complete (SPEC 4.2). Absent means passing completes it. */
  complete?: string;
  /** Mark shown when passed but no longer complete; 'none' unless the catalogue says 'half'. */
  incompleteMark?: CardMark;
}

export interface DashboardCard {
  step: Step;
  /** Guardians shows only when a dependant exists. */
  visible: boolean;
  mark: CardMark;
  action: CardAction;
  /** Get Started stays disabled until the step's prerequisites are passed. */
  disabled: boolean;
  /** The prerequisites not passed yet, which the card names beside its disabled Get Started. */
  waitingFor: Step[];
}

const cardRoutes = dashboardCopy.cards as Record<StepId, { route: string }>;

/** The route of a step's screen, where its dashboard card leads (schemas/copy/dashboard.json). */
export function stepRoute(id: StepId): string {
  return cardRoutes[id].route;
}

/** The catalogue's dashboard keys of `step`. */
export function stepMarks(step: Step): StepMarks {
  return step as Step & StepMarks;
}

/** True when the step applies to this will on `today` (its `visibleIf` predicate, if any). */
export function stepVisible(will: Will, step: Step, today: string): boolean {
  const { visibleIf } = stepMarks(step);
  return visibleIf === undefined || evaluatePredicate(visibleIf, { will, today });
}

/** True when a passed step is still complete (its `complete` predicate, if any). */
export function stillComplete(will: Will, step: Step, today: string): boolean {
  const { complete } = stepMarks(step);
  return complete === undefined || evaluatePredicate(complete, { will, today });
}

/** Whether the will was paid for or submitted: every step it needs was passed then, so one not passed now lost its answers. */
export type CardStatus = { submitted?: boolean };

/**
 * SPEC 2.5 card for one step: not passed gives Get Started (disabled until prerequisites pass); passed and complete
 * a tick and Edit; passed but incomplete gives Fix, with the catalogue's incomplete mark (half for estate and executors).
 * In a will paid for or submitted, a step it needs that is not passed gives Fix too: it needs attention, not a start.
 */
function dashboardCard(will: Will, step: Step, today: string, status: CardStatus = {}): DashboardCard {
  const visible = stepVisible(will, step, today);
  const needed = step.type === 'required' || (step.type === 'conditional' && visible);
  const fix: DashboardCard = { step, visible, mark: stepMarks(step).incompleteMark ?? 'none', action: 'fix', disabled: false, waitingFor: [] };
  if (!isPassed(will.passedSteps, step.number)) {
    if (status.submitted && needed) return fix;
    const waitingFor = missingPrerequisites(will.passedSteps, step.number);
    return { step, visible, mark: 'none', action: 'get_started', disabled: waitingFor.length > 0, waitingFor };
  }
  if (stillComplete(will, step, today)) return { step, visible, mark: 'tick', action: 'edit', disabled: false, waitingFor: [] };
  return fix;
}

/** The nine dashboard cards in step order (hidden ones included, with visible false). */
export function dashboardCards(will: Will, today: string, status: CardStatus = {}): DashboardCard[] {
  return STEPS.map((step) => dashboardCard(will, step, today, status));
}
