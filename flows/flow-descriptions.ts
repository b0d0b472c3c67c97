import type { AnyStateMachine } from 'xstate';
import flowMapCopy from '../schemas/copy/flow-map.json';
import { flowGraph, flowGraphGuards } from './flow-graph';

export type FlowMapCopy = typeof flowMapCopy;
export { flowMapCopy };

/**
 * What the questionnaire maps could not say in plain words: a flow, an event, or a guard or entry predicate with no
 * line in schemas/copy/flow-map.json. Each is a `pointer: message` problem for check:content.
 */
export function undescribedFlowNames(machines: readonly AnyStateMachine[], copy: FlowMapCopy = flowMapCopy): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  const has = (map: Record<string, string>, key: string) => typeof map[key] === 'string' && map[key]!.trim() !== '';
  for (const machine of machines) {
    const graph = flowGraph(machine);
    if (!has(copy.flows, graph.id)) problems.push({ pointer: '/flows', message: `has no name for the ${graph.id} flow` });
    for (const guard of flowGraphGuards(graph)) {
      if (!has(copy.guards, guard)) problems.push({ pointer: '/guards', message: `has no description of "${guard}" (a guard of the ${graph.id} flow)` });
    }
    for (const event of new Set(graph.transitions.map((t) => t.event))) {
      if (!has(copy.events, event)) problems.push({ pointer: '/events', message: `has no words for the event "${event}" (${graph.id} flow)` });
    }
  }
  return problems;
}
