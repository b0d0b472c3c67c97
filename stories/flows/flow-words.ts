import type { FlowGraph, FlowGraphState, FlowGraphTransition } from '../../flows/flow-graph';
import { flowMapCopy as copy } from '../../flows/flow-descriptions';
import { interpolate } from '../../engine/steps/interpolate';
import { stepFiles } from '../../web/wizard/step-files';

const guards = copy.guards as Record<string, string>;
const operations = copy.operations as Record<string, string>;
const events = copy.events as Record<string, string>;

/** A guard or entry predicate in plain words (`!name` negated). */
export function guardWords(name: string): string {
  const negated = name.startsWith('!');
  const words = guards[negated ? name.slice(1) : name] ?? name;
  return negated ? interpolate(copy.words.not, { guard: words }) : words;
}

/** A state's name: its step file's title, or where a final state leaves to. */
export function stateTitle(state: FlowGraphState): string {
  if (state.final) return interpolate(copy.words.leaves, { route: state.route ?? state.id });
  return stepFiles[state.id]?.title?.replace(/\{\w+\}/g, '…') ?? state.id;
}

export const isModal = (state: FlowGraphState) => stepFiles[state.id]?.presentation === 'modal';

/** Where `otherwise` sends the user, in words. */
function destinationWords(graph: FlowGraph, destination: FlowGraphState['otherwise']): string {
  if (!destination) return '';
  if ('route' in destination) return destination.route;
  const state = graph.states.find((s) => s.id === destination.stepId);
  return state ? stateTitle(state) : destination.stepId;
}

/** The entry guards of a state (or of the flow itself), in words, or nothing. */
export function entryWords(graph: FlowGraph, entry: Pick<FlowGraphState, 'enterIf' | 'otherwise'> & { enterFrom?: string[] }): string[] {
  const lines: string[] = [];
  if (entry.enterIf.length) {
    lines.push(interpolate(copy.words.enterIf, { guards: entry.enterIf.map(guardWords).join(copy.words.and), otherwise: destinationWords(graph, entry.otherwise) }));
  }
  if (entry.enterFrom?.length) {
    const titles = entry.enterFrom.map((id) => stateTitle(graph.states.find((s) => s.id === id) ?? { id, final: false, enterIf: [], enterFrom: [] }));
    lines.push(interpolate(copy.words.enterFrom, { steps: titles.join(copy.words.and) }));
  }
  return lines;
}

/** A transition's event and condition: `Next, if only charities share the estate`, `Next, otherwise`, `Back`. */
export function transitionLabel(graph: FlowGraph, transition: FlowGraphTransition): string {
  const event = events[transition.event] ?? transition.event;
  const siblings = graph.transitions.filter((t) => t.from === transition.from && t.event === transition.event);
  const condition = transition.guard
    ? `, ${interpolate(copy.words.if, { guard: guardWords(transition.guard) })}`
    : siblings.some((t) => t.guard) ? `, ${copy.words.otherwise}` : '';
  const then = transition.operations.map((op) => `, ${interpolate(copy.words.then, { operation: operations[op] ?? op })}`).join('');
  return `${event}${condition}${then}`;
}

/** A transition as a sentence for the list beside the map. */
export function transitionSentence(graph: FlowGraph, transition: FlowGraphTransition): string {
  const title = (id: string) => stateTitle(graph.states.find((s) => s.id === id)!);
  return `${title(transition.from)}: ${transitionLabel(graph, transition)} → ${title(transition.to)}`;
}

/** The flow's heading. */
export const flowName = (graph: FlowGraph) => (copy.flows as Record<string, string>)[graph.id] ?? graph.id;
export { copy as flowMapCopy };
