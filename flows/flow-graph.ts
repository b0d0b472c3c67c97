import type { AnyStateMachine } from 'xstate';
import type { Destination, FlowStateMeta } from './flow-context';

/** One state of a flow machine: a step (its id is the step id) or a final state leaving the flow for a route. */
export type FlowGraphState = {
  id: string;
  final: boolean;
  /** For a final state, where the flow leaves to. */
  route?: string;
  /** Predicates that must all hold to enter (SPEC 2.2's entry guards), else the user goes to `otherwise`. */
  enterIf: string[];
  enterFrom: string[];
  otherwise?: Destination;
};

/** One transition: on `event` from `from`, to `to` when `guard` holds (the first that holds is taken, in `order`). */
export type FlowGraphTransition = { from: string; event: string; to: string; guard?: string; order: number; operations: string[] };

export type FlowGraph = {
  id: string;
  initial: string;
  /** The flow's own entry: its route and the predicates that must hold to start it. */
  route?: string;
  enterIf: string[];
  otherwise?: Destination;
  states: FlowGraphState[];
  transitions: FlowGraphTransition[];
};

const list = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

type StateNode = AnyStateMachine['root'];

/**
 * Every state of a machine below its root, nested ones too, parents before their children: a map draws each (a
 * compound state is a place in the flow as much as a step is).
 */
export function stateNodesOf(parent: StateNode): StateNode[] {
  return Object.values(parent.states).flatMap((node) => [node, ...stateNodesOf(node)]);
}

/**
 * A flow machine as a graph of its states and transitions, read from the machine itself (no second description):
 * the questionnaire maps of Storybook draw it, and check:content checks that every guard in it is described.
 */
export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const rootMeta = (machine.root.meta ?? {}) as FlowStateMeta;
  const states: FlowGraphState[] = [];
  const transitions: FlowGraphTransition[] = [];
  for (const node of stateNodesOf(machine.root)) {
    const meta = (node.meta ?? {}) as FlowStateMeta;
    states.push({
      id: node.key,
      final: node.type === 'final',
      route: node.type === 'final' ? meta.route : undefined,
      enterIf: list(meta.enterIf),
      enterFrom: list(meta.enterFrom),
      otherwise: meta.otherwise,
    });
    for (const [event, candidates] of node.transitions) {
      candidates.forEach((candidate, order) => {
        const operations = candidate.actions.flatMap((action: any) => (typeof action?.params?.ref === 'string' ? [action.params.ref as string] : []));
        for (const target of candidate.target ?? []) {
          transitions.push({ from: node.key, event, to: target.key, guard: typeof candidate.guard === 'string' ? candidate.guard : undefined, order, operations });
        }
      });
    }
  }
  return {
    id: machine.id,
    initial: machine.root.initial?.target?.[0]?.key ?? states[0]?.id ?? '',
    route: rootMeta.route,
    enterIf: list(rootMeta.enterIf),
    otherwise: rootMeta.otherwise,
    states,
    transitions,
  };
}

/** Every guard and entry predicate a graph names, each once: each needs a description in plain words. */
export function flowGraphGuards(graph: FlowGraph): string[] {
  const names = [...graph.enterIf, ...graph.states.flatMap((state) => state.enterIf), ...graph.transitions.flatMap((t) => (t.guard ? [t.guard] : []))];
  return [...new Set(names)];
}
