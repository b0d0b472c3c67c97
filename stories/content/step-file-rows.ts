import { clausesFedBy } from '../../engine/drafting/clauses-fed-by';
import { draftWill } from '../../engine/drafting/draft-will';
import { LARGE_WILL_TODAY, largeWill } from '../../engine/drafting/fixtures/large-will';
import type { StepFile } from '../../engine/steps/step-file';
import { flowMachines } from '../../flows/flow-runner';
import { STEP_STATES } from '../step-states';

export type StepFileRow = {
  id: string;
  route: string;
  modal: boolean;
  flow?: string;
  /** Where the step writes (`bind`), and the fields of that slice. */
  bind?: string;
  fields: string[];
  commit?: string;
  /** The headings of the drafted will's clauses that the sections it writes feed. */
  clauses: string[];
  stories: { name: string; id: string }[];
};

const fixture = largeWill();
const willSections = new Set(Object.keys(fixture));
const headings = new Map(draftWill(fixture, LARGE_WILL_TODAY).clauses.map((clause) => [clause.kind, clause.heading]));
const clauseCache = new Map<string, string[]>();

function clauseHeadings(section: string): string[] {
  if (!clauseCache.has(section)) clauseCache.set(section, clausesFedBy(fixture, LARGE_WILL_TODAY, section).map((kind) => headings.get(kind) ?? kind));
  return clauseCache.get(section)!;
}

/**
 * The will sections a step writes: its bind's section, its fields that are sections, its operation's namespace, and
 * the section its id is named after (`estate-split` writes the estate through its own fields).
 */
function sectionsOf(step: StepFile, fields: readonly string[]): string[] {
  const sections = new Set<string>();
  const bound = /^\/(?:will|people)\/([^/]+)/.exec(step.bind ?? '')?.[1];
  if (bound) sections.add(bound);
  for (const field of fields) if (willSections.has(field)) sections.add(field);
  const namespace = typeof step.commit === 'string' ? step.commit.split(/[.:]/)[0] : undefined;
  if (namespace && willSections.has(namespace)) sections.add(namespace);
  sections.add(step.id.split('-')[0]!);
  return [...sections].filter((section) => willSections.has(section));
}

/** Storybook's id of a step story (`Steps/<id>`, export name). */
export const stepStoryId = (stepId: string, state: string) => `steps-${stepId}--${state.toLowerCase()}`;

/** One row per step file: where it is, which flow owns it, what it writes, which clauses that feeds, its stories. */
export function stepFileRows(steps: readonly StepFile[]): StepFileRow[] {
  return [...steps]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((step) => {
      const fields = Object.keys((step.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
      const flow = flowMachines.find((machine) => step.id in machine.root.states)?.id;
      const clauses = [...new Set(sectionsOf(step, fields).flatMap(clauseHeadings))];
      return {
        id: step.id,
        route: step.route,
        modal: step.presentation === 'modal',
        flow,
        bind: step.bind,
        fields,
        commit: typeof step.commit === 'string' ? step.commit : undefined,
        clauses,
        stories: STEP_STATES.map((state) => ({ name: state, id: stepStoryId(step.id, state) })),
      };
    });
}
