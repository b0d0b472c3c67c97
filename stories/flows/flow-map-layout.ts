import { Graph, layout } from '@dagrejs/dagre';
import type { FlowGraph } from '../../flows/flow-graph';

/** `lines` start with the `titleLines` lines of the state's title, then its notes. */
export type LaidOutNode = { id: string; x: number; y: number; width: number; height: number; lines: string[]; titleLines: number };
/** `points` is a polyline, or for a Back transition [start, control, end] of a quadratic curve. */
export type LaidOutEdge = { key: string; index: number; points: { x: number; y: number }[]; label: { x: number; y: number; lines: string[] } };
export type FlowMapLayout = { width: number; height: number; nodes: LaidOutNode[]; edges: LaidOutEdge[] };

const CHAR_WIDTH = 7.2;
const LINE_HEIGHT = 16;
const NODE_WIDTH = 190;
const PAD = 12;

/** Breaks text into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Places a flow's states and transitions with dagre (top to bottom). `nodeText` gives each state's lines (title,
 * then notes), `edgeText` each transition's label; sizes are estimated from character counts.
 */
export function layoutFlowMap(graph: FlowGraph, nodeText: (id: string) => string[], edgeText: (index: number) => string): FlowMapLayout {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 36, ranksep: 56, edgesep: 16, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  const maxChars = Math.floor((NODE_WIDTH - 2 * PAD) / CHAR_WIDTH);
  for (const state of graph.states) {
    const [title = '', ...notes] = nodeText(state.id);
    const titleLines = wrap(title, maxChars);
    const lines = [...titleLines, ...notes.flatMap((text) => wrap(text, maxChars))];
    g.setNode(state.id, { width: NODE_WIDTH, height: lines.length * LINE_HEIGHT + 2 * PAD, lines, titleLines: titleLines.length });
  }
  const labelOf = (index: number) => {
    const lines = wrap(edgeText(index), 26);
    return { lines, width: Math.max(...lines.map((line) => line.length)) * 6.4 + 8, height: lines.length * 14 + 4 };
  };
  // Back goes against the reading direction: dagre places the steps by the forward transitions alone, and each Back
  // is then drawn as a curve beside them, so the map reads top to bottom as the user moves through the flow.
  const isBack = (index: number) => graph.transitions[index]!.event === 'step.back';
  graph.transitions.forEach((transition, index) => {
    if (isBack(index)) return;
    const label = labelOf(index);
    g.setEdge(transition.from, transition.to, { width: label.width, height: label.height, labelpos: 'c', lines: label.lines }, String(index));
  });
  layout(g);
  const nodes = g.nodes().map((id) => {
    const node = g.node(id) as any;
    return { id, x: node.x, y: node.y, width: node.width, height: node.height, lines: node.lines as string[], titleLines: node.titleLines as number };
  });
  const edges: LaidOutEdge[] = g.edges().map((e) => {
    const edge = g.edge(e) as any;
    return { key: e.name ?? `${e.v}-${e.w}`, index: Number(e.name), points: edge.points as { x: number; y: number }[], label: { x: edge.x, y: edge.y, lines: edge.lines as string[] } };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  graph.transitions.forEach((transition, index) => {
    if (!isBack(index)) return;
    const from = byId.get(transition.from)!;
    const to = byId.get(transition.to)!;
    // Leave from the right side and arrive at the right side, bowing out to the right by the vertical distance.
    const start = { x: from.x + from.width / 2, y: from.y };
    const end = { x: to.x + to.width / 2, y: to.y + (to.y === from.y ? 0 : Math.sign(from.y - to.y) * Math.min(12, to.height / 4)) };
    const bow = 30 + Math.min(80, Math.abs(from.y - to.y) / 4);
    const control = { x: Math.max(start.x, end.x) + bow, y: (start.y + end.y) / 2 };
    const points = [start, control, end];
    edges.push({ key: String(index), index, points, label: { x: control.x - bow / 2 + 4, y: control.y, lines: labelOf(index).lines } });
  });
  const size = g.graph() as { width?: number; height?: number };
  const right = Math.max(size.width ?? 0, ...edges.flatMap((edge) => edge.points.map((p) => p.x + 8)));
  return { width: Math.ceil(right), height: Math.ceil(size.height ?? 0), nodes, edges };
}
