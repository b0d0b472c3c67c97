import { transition, type AnyStateMachine } from 'xstate';
import { evaluatePredicate } from '../engine/steps/step-predicates';
import type { OnboardingAnswers } from '../engine/onboarding/onboarding-rules';
import type { Will } from '../engine/will/will';
import { executorsMachine } from './executors.machine';
import { estateMachine } from './estate.machine';
import { familyMachine } from './family.machine';
import { financialMachine } from './financial.machine';
import { guardiansMachine } from './guardians.machine';
import { giftsMachine } from './gifts.machine';
import type { Destination, FlowContext, FlowEvent, FlowStateMeta } from './flow-context';
import { onboardingMachine } from './onboarding.machine';
import { yourselfMachine } from './yourself.machine';
import { wishesMachine } from './wishes.machine';
import { mirrorMachine } from './mirror.machine';
import { callsMachine } from './calls.machine';

export type { Destination, FlowContext, FlowEvent, FlowEventType, FlowStateMeta } from './flow-context';

/** Where an event leads, with the will and answers after the machine's actions. */
export interface NextResult {
  will: Will;
  answers: OnboardingAnswers;
  to: Destination;
}

/** A parent route that redirects to its flow's first step (`/will/family` -> `family-marital`). */
export interface FlowRoute {
  route: string;
  stepId: string;
}

const metaOf = (node: { meta?: unknown }): FlowStateMeta => (node.meta ?? {}) as FlowStateMeta;

/** The step (non-final) states of a machine, by id. */
function stepStates(machine: AnyStateMachine): string[] {
  return Object.entries(machine.states)
    .filter(([, node]) => node.type !== 'final')
    .map(([id]) => id);
}

/**
 * The runner (ADR 0007) over a set of machines, for the web router and tests. The URL is where the user is, so every
 * call rebuilds the snapshot from the step id and the context; machine snapshots are never stored.
 */
export function createFlowRunner(machines: readonly AnyStateMachine[]) {
  const owner = new Map<string, AnyStateMachine>();
  for (const machine of machines) {
    for (const id of stepStates(machine)) {
      if (owner.has(id)) throw new Error(`Step ${id} is in two flows: ${owner.get(id)!.id} and ${machine.id}`);
      owner.set(id, machine);
    }
  }

  /** The machine whose states include step `stepId`; throws for a step no flow has. */
  function machineOf(stepId: string): AnyStateMachine {
    const machine = owner.get(stepId);
    if (!machine) throw new Error(`No flow has step ${stepId}`);
    return machine;
  }

  /**
   * Where `event` leads from `stepId` for this context, running the transition's actions (`will` and `answers` are
   * the context after them). A final state gives its `meta.route`; staying on the same step keeps `params`.
   * Throws when the step does not handle the event.
   */
  function nextDestination(stepId: string, event: FlowEvent, ctx: FlowContext, params?: Record<string, string>): NextResult {
    const machine = machineOf(stepId);
    if (!handles(machine, stepId, event.type)) throw new Error(`Step ${stepId} has no ${event.type} transition`);
    const snapshot = machine.resolveState({ value: stepId, context: ctx });
    const [after] = transition(machine, snapshot, { ...event, params: event.params ?? params });
    const context = after.context as FlowContext;
    const value = String(after.value);
    const to: Destination =
      after.status === 'done'
        ? { route: finalRoute(machine, value) }
        : { stepId: value, ...(value === stepId && params ? { params } : {}) };
    return { will: context.will, answers: context.answers, to };
  }

  /** Where Back (`step.back`) goes from `stepId`, or undefined when the step has no Back transition. */
  function backDestination(stepId: string, ctx: FlowContext, params?: Record<string, string>): Destination | undefined {
    if (!handles(machineOf(stepId), stepId, 'step.back')) return undefined;
    return nextDestination(stepId, { type: 'step.back' }, ctx, params).to;
  }

  /**
   * True when the user may open `stepId` with these route params, arriving from step `fromStep` (undefined when
   * they came from outside the flows: a link, the address bar); otherwise where to send them. The flow's root
   * `enterIf` (SPEC 4.1 prerequisites) is checked first, then the state's own, then its `enterFrom`. The predicates
   * read the will and what the step loaded (`ctx.loaded`).
   */
  function mayEnter(stepId: string, ctx: FlowContext, params: Record<string, string> = {}, fromStep?: string): true | Destination {
    const machine = machineOf(stepId);
    const own = metaOf(machine.states[stepId]!);
    for (const meta of [metaOf(machine.root), own]) {
      if (meta.enterIf === undefined) continue;
      const names: readonly string[] = typeof meta.enterIf === 'string' ? [meta.enterIf] : meta.enterIf;
      const ok = names.every((name) => evaluatePredicate(name, { will: ctx.will, today: ctx.today, params, loaded: ctx.loaded }));
      if (!ok) {
        if (!meta.otherwise) throw new Error(`Step ${stepId}: enterIf without otherwise`);
        return meta.otherwise;
      }
    }
    if (own.enterFrom && fromStep !== stepId && !own.enterFrom.includes(fromStep ?? '')) {
      if (!own.otherwise) throw new Error(`Step ${stepId}: enterFrom without otherwise`);
      return own.otherwise;
    }
    return true;
  }

  /** Each flow's parent route and the step it redirects to (`/will/family` -> `family-marital`). */
  function flowRoutes(): FlowRoute[] {
    return machines.flatMap((machine) => {
      const { route } = metaOf(machine.root);
      return route ? [{ route, stepId: String(machine.config.initial) }] : [];
    });
  }

  return { machineOf, nextDestination, backDestination, mayEnter, flowRoutes };
}

function handles(machine: AnyStateMachine, stepId: string, type: string): boolean {
  return Object.hasOwn(machine.states[stepId]?.config.on ?? {}, type);
}

function finalRoute(machine: AnyStateMachine, stateId: string): string {
  const { route } = metaOf(machine.states[stateId]!);
  if (!route) throw new Error(`Final state ${machine.id}.${stateId} has no meta.route`);
  return route;
}

/** Every flow machine of the app. */
export const flowMachines: readonly AnyStateMachine[] = [
  onboardingMachine,
  yourselfMachine,
  familyMachine,
  wishesMachine,
  executorsMachine,
  giftsMachine,
  guardiansMachine,
  financialMachine,
  estateMachine,
  mirrorMachine,
  callsMachine,
];

const runner = createFlowRunner(flowMachines);

export const { machineOf, nextDestination, backDestination, mayEnter, flowRoutes } = runner;

/** Every step id the flows use (non-final states), for the content checker: each needs a step file. */
export const flowStepIds: string[] = flowMachines.flatMap(stepStates);

/** Every event name the flows handle, for the content checker: a step file's `event` must be one of these. */
export const flowEventNames: string[] = [
  ...new Set(flowMachines.flatMap((m) => Object.values(m.states).flatMap((node) => Object.keys(node.config.on ?? {})))),
];
