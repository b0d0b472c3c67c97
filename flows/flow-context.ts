import type { FlowMarkers, OnboardingAnswers } from '../engine/onboarding/onboarding-rules';
import { stepPredicates } from '../engine/steps/step-predicates';
import { runOperation } from '../engine/steps/step-operations';
import type { PageConfig } from '../engine/steps/page-config';
import type { Will } from '../engine/will/will';
import type { StepLoaded } from '../engine/steps/binding/step-document';

/**
 * What every flow machine sees (ADR 0007): the will on `today`, the onboarding answers and markers, the page
 * configuration's flags when loaded (GET /api/config; the estate's charity-interest question), and what the step's
 * `source` loaded from the API (`loaded`: whether a call is booked).
 */
export type FlowContext = { will: Will; today: string; answers: OnboardingAnswers; markers: FlowMarkers; config?: Partial<PageConfig>; loaded?: StepLoaded };

/** The events a step sends: its primary action (`step.next`), Back, and a deleted item. */
export type FlowEventType = 'step.next' | 'step.back' | 'item.removed';

/**
 * A flow event. `answers` are an onboarding step's answers (merged into the context), `data` the step's form data
 * (for predicates such as `maritalStatus.needsPartner`), `params` its route params (`uuid`).
 */
export type FlowEvent = {
  type: FlowEventType;
  answers?: OnboardingAnswers;
  data?: Record<string, unknown>;
  params?: Record<string, string>;
};

/** Where the user goes: a step of a flow (with its route params), or a route outside the flows. */
export type Destination = { stepId: string; params?: Record<string, string> } | { route: string };

/**
 * `meta` of a flow state. On the root: `route` is the parent route that redirects to the initial step. On a final
 * state: `route` is where the flow leaves to. `enterIf` (root or state): predicates that must all hold to enter,
 * else the user goes to `otherwise`. `enterFrom` (state): the only steps the user may arrive from (besides the
 * step itself, as on a reload), else `otherwise` (SPEC 2.2 executor guards).
 */
export type FlowStateMeta = {
  route?: string;
  enterIf?: string | readonly string[];
  enterFrom?: readonly string[];
  otherwise?: Destination;
};

/** Guards named after engine predicates (engine/steps/step-predicates.ts), judged on the context's will and loaded answers and the event's data. */
export function predicateGuards<const N extends string>(names: readonly N[]) {
  return Object.fromEntries(
    names.map((name) => {
      const predicate = stepPredicates[name];
      if (!predicate) throw new Error(`Unknown predicate ${name}`);
      const guard = ({ context, event }: { context: FlowContext; event: FlowEvent }) =>
        predicate({ will: context.will, today: context.today, data: event.data, params: event.params, loaded: context.loaded });
      return [name, guard];
    }),
  ) as Record<N, (args: { context: FlowContext; event: FlowEvent }) => boolean>;
}

/**
 * Assigner of the flow action `operation` (`{ type: 'operation', params: { ref: 'steps.pass:family' } }`, declared in
 * a machine's setup as `operation: assign(applyOperation)`): runs the named engine operation on the context's will.
 * A refusal leaves the will as it was: flows only run operations that their guards and `enterIf` have made safe.
 */
export function applyOperation(
  { context, event }: { context: FlowContext; event: FlowEvent },
  params: { ref: string },
): Partial<FlowContext> {
  const result = runOperation(params.ref, context.will, { params: event.params ?? {}, today: context.today });
  return result.ok ? { will: result.will } : {};
}
