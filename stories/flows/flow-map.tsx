import type { AnyStateMachine } from 'xstate';
import { useMemo } from 'react';
import { flowGraph } from '../../flows/flow-graph';
import { interpolate } from '../../engine/steps/interpolate';
import { layoutFlowMap } from './flow-map-layout';
import { entryWords, flowMapCopy as copy, flowName, isModal, stateTitle, transitionLabel, transitionSentence } from './flow-words';
import './flow-map.css';

/** The Storybook address of a step's first story (stories are `Steps/<id>`, states Empty, Filled, Error). */
export const stepStoryHref = (stepId: string) => `./index.html?path=/story/steps-${stepId}--empty`;

/**
 * The questionnaire at a glance: a flow machine drawn as a map of its steps (modals dashed, final states as exits)
 * and transitions labelled in plain words, laid out by dagre, with the same transitions as a list beside it for
 * screen readers. Each step links to its story.
 */
export function FlowMap({ machine }: { machine: AnyStateMachine }) {
  const graph = useMemo(() => flowGraph(machine), [machine]);
  const map = useMemo(
    () =>
      layoutFlowMap(
        graph,
        (id) => {
          const state = graph.states.find((s) => s.id === id)!;
          return [stateTitle(state), ...(isModal(state) ? [`(${copy.words.modal})`] : []), ...entryWords(graph, state)];
        },
        (index) => transitionLabel(graph, graph.transitions[index]!),
      ),
    [graph],
  );
  const name = flowName(graph);
  const stateOf = (id: string) => graph.states.find((s) => s.id === id)!;
  return (
    <main className="flow-map">
      <h1>{name}</h1>
      {graph.route && <p>{interpolate(copy.words.flowEntry, { route: graph.route })}</p>}
      {entryWords(graph, graph).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="flow-map__layout">
        <svg className="flow-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} width={map.width} height={map.height} role="group" aria-label={interpolate(copy.words.mapLabel, { flow: name })}>
          <defs>
            <marker id={`arrow-${graph.id}`} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="flow-map__arrowhead" />
            </marker>
          </defs>
          {map.edges.map((edge) => (
            <g key={edge.key} className={`flow-map__edge${graph.transitions[edge.index]?.event === 'step.back' ? ' flow-map__edge--back' : ''}`} aria-hidden="true">
              {graph.transitions[edge.index]?.event === 'step.back' ? (
                <path d={`M ${edge.points[0]!.x} ${edge.points[0]!.y} Q ${edge.points[1]!.x} ${edge.points[1]!.y} ${edge.points[2]!.x} ${edge.points[2]!.y}`} markerEnd={`url(#arrow-${graph.id})`} />
              ) : (
                <polyline points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd={`url(#arrow-${graph.id})`} />
              )}
              <text x={edge.label.x} y={edge.label.y - ((edge.label.lines.length - 1) * 14) / 2} textAnchor="middle" dominantBaseline="middle">
                {edge.label.lines.map((line, i) => (
                  <tspan key={i} x={edge.label.x} dy={i === 0 ? 0 : 14}>
                    {i === 0 ? line : ` ${line}`}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
          {map.nodes.map((node) => {
            const state = stateOf(node.id);
            const className = `flow-map__node${state.final ? ' flow-map__node--final' : ''}${isModal(state) ? ' flow-map__node--modal' : ''}${node.id === graph.initial ? ' flow-map__node--initial' : ''}`;
            const top = node.y - ((node.lines.length - 1) * 16) / 2;
            const lines = (from: number, to: number, className?: string) => (
              <text x={node.x} y={top + from * 16} textAnchor="middle" dominantBaseline="middle" className={className}>
                {node.lines.slice(from, to).map((line, i) => (
                  // The space keeps wrapped words apart in the text a screen reader gets.
                  <tspan key={i} x={node.x} dy={i === 0 ? 0 : 16}>
                    {i === 0 ? line : ` ${line}`}
                  </tspan>
                ))}
              </text>
            );
            const rect = <rect x={node.x - node.width / 2} y={node.y - node.height / 2} width={node.width} height={node.height} rx={state.final ? node.height / 2 : 6} />;
            // The link's name is the step's title as drawn (wrapped lines joined with spaces); the notes (pop-up, entry
            // guards) are read after it.
            return (
              <g key={node.id} className={className} data-state={node.id}>
                {state.final ? (
                  rect
                ) : (
                  <a href={stepStoryHref(node.id)} target="_top" className="flow-map__link" aria-label={stateTitle(state)}>
                    {rect}
                    {lines(0, node.titleLines, 'flow-map__title')}
                  </a>
                )}
                {state.final ? lines(0, node.lines.length) : lines(node.titleLines, node.lines.length)}
              </g>
            );
          })}
        </svg>
        <section className="flow-map__list" aria-labelledby={`transitions-${graph.id}`}>
          <h2 id={`transitions-${graph.id}`}>{copy.words.transitionsHeading}</h2>
          <ol>
            {graph.transitions.map((transition, index) => (
              <li key={index}>{transitionSentence(graph, transition)}</li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
