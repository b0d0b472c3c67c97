import { childPointer } from './content-schema-error';

/**
 * The names a step file may use, by kind. A kind left out is not checked (the server knows the engine's names but
 * not the web's widgets or effects, nor the flows' events).
 */
export type KnownNames = {
  /** `ui:widget` values. */
  widgets?: readonly string[];
  /** `ui:field` values. */
  fields?: readonly string[];
  /** Engine sources: `ui:options.source`, `items.source`, `over`. */
  sources?: readonly string[];
  /** Engine predicates: `visibleIf` anywhere outside `schema` (`!name` negates one). */
  predicates?: readonly string[];
  /** Engine operations and web effects: `commit`, an action's `operation` (each may end `:arg`). */
  operations?: readonly string[];
  /** Flow events: an action's `event`. */
  events?: readonly string[];
  /** Engine figures a step's or a note's texts may name (`figures`, `notes[].figures`). */
  figures?: readonly string[];
  /** What a step may read from the API before it is drawn (`source`, web/wizard/api-sources.ts). */
  apiSources?: readonly string[];
  /** Parts of a page the web app draws (`instead[].panel`, web/wizard/step-panels.ts). */
  panels?: readonly string[];
};

export type NameProblem = { pointer: string; message: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every `[pointer, value]` under `node` whose key is `key`, at any depth. */
function keyed(node: unknown, key: string, pointer: string): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => keyed(item, key, childPointer(pointer, i)));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([k, value]) => {
    const here = childPointer(pointer, k);
    return [...(k === key ? [[here, value] as [string, unknown]] : []), ...keyed(value, key, here)];
  });
}

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\??\}/g;

function paramsOf(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(PARAM)].map((m) => m[1]!) : [];
}

/**
 * The names one parsed step file uses that nothing defines: widgets and fields, engine sources, predicates and
 * operations, flow events, API sources and panels, step ids (`stepIds`: every step in the folder), and route
 * parameters of `bind` / `bindFields` that neither the route nor the engine gives (`{uuid}`, a new item's uuid;
 * `{index}`, the end of a list; `{partner}`, the will's partner).
 * Each problem carries the JSON pointer of the value at fault. Pure.
 */
export function stepNameProblems(step: Json, known: KnownNames, stepIds: readonly string[]): NameProblem[] {
  const problems: NameProblem[] = [];
  const check = (kind: string, list: readonly string[] | undefined, pointer: string, value: unknown, arg = false) => {
    if (!list || typeof value !== 'string') return;
    // An operation may carry `:arg`; a predicate may be negated with `!`.
    const name = arg ? value.split(':')[0]! : kind === 'predicate' ? value.replace(/^!/, '') : value;
    if (!list.includes(name)) problems.push({ pointer, message: `unknown ${kind} "${name}"` });
  };
  const ui = step.uiSchema;
  for (const [pointer, value] of keyed(ui, 'ui:widget', '/uiSchema')) check('widget', known.widgets, pointer, value);
  for (const [pointer, value] of keyed(ui, 'ui:field', '/uiSchema')) check('field', known.fields, pointer, value);
  for (const [pointer, options] of keyed(ui, 'ui:options', '/uiSchema')) {
    if (!isObject(options)) continue;
    check('source', known.sources, `${pointer}/source`, options.source);
    check('step', stepIds, `${pointer}/addStep`, options.addStep);
  }
  const { schema: _schema, ...outsideSchema } = step;
  for (const [pointer, value] of keyed(outsideSchema, 'visibleIf', '')) check('predicate', known.predicates, pointer, value);
  check('step', stepIds, '/parent', step.parent);
  check('figures', known.figures, '/figures', step.figures);
  if (Array.isArray(step.notes)) step.notes.forEach((note: unknown, i) => isObject(note) && check('figures', known.figures, `/notes/${i}/figures`, note.figures));
  check('source', known.sources, '/over', step.over);
  check('operation', known.operations, '/commit', step.commit, true);
  if (isObject(step.items)) {
    check('source', known.sources, '/items/source', step.items.source);
    if (isObject(step.items.edit)) for (const [kind, id] of Object.entries(step.items.edit)) check('step', stepIds, childPointer('/items/edit', kind), id);
    if (isObject(step.items.remove)) check('operation', known.operations, '/items/remove/operation', step.items.remove.operation, true);
  }
  checkActions(step.actions, '/actions', known, stepIds, check);
  check('API source', known.apiSources, '/source', step.source);
  if (Array.isArray(step.instead)) {
    step.instead.forEach((instead: unknown, i) => {
      if (!isObject(instead)) return;
      check('panel', known.panels, `/instead/${i}/panel`, instead.panel);
      checkActions(instead.actions, `/instead/${i}/actions`, known, stepIds, check);
    });
  }
  problems.push(...paramProblems(step));
  return problems;
}

type Check = (kind: string, list: readonly string[] | undefined, pointer: string, value: unknown, arg?: boolean) => void;

function checkActions(actions: unknown, pointer: string, known: KnownNames, stepIds: readonly string[], check: Check): void {
  if (!isObject(actions)) return;
  if (isObject(actions.primary)) check('flow event', known.events, `${pointer}/primary/event`, actions.primary.event);
  const secondary = Array.isArray(actions.secondary) ? actions.secondary : [];
  secondary.forEach((action: unknown, i) => {
    if (!isObject(action)) return;
    const at = `${pointer}/secondary/${i}`;
    check('flow event', known.events, `${at}/event`, action.event);
    check('operation', known.operations, `${at}/operation`, action.operation, true);
    check('step', stepIds, `${at}/step`, action.step);
  });
}

/**
 * The parameters the engine gives a step whose route does not carry them (web/wizard/use-step-document.ts): a missing
 * {uuid} is a new uuid and a missing {index} the end of its list (an add screen); {partner} is the will's partner.
 */
const BUILT_IN_PARAMS = ['uuid', 'index', 'partner'];

function paramProblems(step: Json): NameProblem[] {
  const given = new Set([...paramsOf(step.route), ...BUILT_IN_PARAMS]);
  const targets: [string, unknown][] = [['/bind', step.bind]];
  if (isObject(step.bindFields)) for (const [field, target] of Object.entries(step.bindFields)) targets.push([childPointer('/bindFields', field), target]);
  return targets.flatMap(([pointer, target]) =>
    paramsOf(target)
      .filter((param) => !given.has(param))
      .map((param) => ({ pointer, message: `uses route parameter {${param}}, which the route "${String(step.route)}" does not have and no param source gives` })),
  );
}
