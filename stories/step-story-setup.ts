import type { StepFile } from '../engine/steps/step-file';
import type { Will } from '../engine/will/will';
import { documentPath, writePath, type StepDocument } from '../engine/steps/binding/step-document';
import { stepViews } from '../engine/steps/step-views';
import { flowStepIds, machineOf, mayEnter, type FlowStateMeta } from '../flows/flow-runner';
import type { SessionUser } from '../web/api/auth-api';
import { stepFiles } from '../web/wizard/step-files';
import { stepUrl } from '../web/wizard/step-route-paths';
import { todayInUk } from '../web/wizard/use-today';
import { resolveParams } from '../web/wizard/use-step-document';
import { HARNESS_USER, SAMPLE_CHILD, sampleWill, startedWill } from '../web/wizard/test-harness';
import { sampleData } from './step-story-data';
import type { StepState } from './step-states';

/** What a step's story starts from: the URL it opens, the will in the store, who is signed in, onboarding answers. */
export type StepStorySetup = { url: string; will: Will | null; user: SessionUser | null; answers: Record<string, unknown> | null; state?: { fromStep: string } | { from: string } };

type Params = Record<string, string>;
const inFlow = new Set(flowStepIds);
const isOnboarding = (step: StepFile) => step.bind === '/onboarding';

/**
 * The route params of a step in the sample will: `{index}` is the first item; any other param names an item of the
 * map before it in the step's bind (`/people/children/{uuid}`: the sample will's first child).
 */
export function storyParams(step: StepFile, will: Will = sampleWill()): Params {
  const params: Params = {};
  const bind = step.bind?.split('/') ?? [];
  for (const [, name = '', optional] of step.route.matchAll(/\{([a-z]+)(\??)\}/g)) {
    if (name === 'index') {
      // A repeat step's item counts from 1; a list item (`{index?}`, bound by `/will/gifts/{index}`) from 0.
      params[name] = optional ? '0' : '1';
      continue;
    }
    const map = bind[bind.indexOf(`{${name}}`) - 1] as keyof Will | undefined;
    const uuid = map ? Object.keys((will[map] as Record<string, unknown> | undefined) ?? {})[0] : undefined;
    if (!uuid) throw new Error(`Step ${step.id}: the sample will names nothing for {${name}} in ${step.bind}`);
    params[name] = uuid;
  }
  return params;
}

/** The sample will with the step's own slice (its bindFields, and its views that have an empty answer) emptied: the step unanswered, its context kept. */
function withoutSlice(step: StepFile, will: Will, routeParams: Params): Will {
  // Params the route does not carry come from the will (`{partner}`), as on the screen.
  let document: StepDocument = { will, onboarding: {}, account: {} };
  const params = resolveParams(step, routeParams, document, 'none');
  if (step.bind) document = writePath(document, documentPath(step.bind, params), {});
  for (const pointer of Object.values(step.bindFields ?? {})) document = writePath(document, documentPath(pointer, params), undefined);
  let emptied = document.will;
  for (const name of Object.values(step.views ?? {})) {
    const view = stepViews[name]!;
    if ('empty' in view) emptied = view.write(emptied, view.empty);
  }
  return emptied;
}

/** The will an unanswered step is drawn over: step 1 passed only, or the sample will without the step's slice when the flow will not let a bare will in. */
function emptyWillFor(step: StepFile, params: Params): Will {
  const started = startedWill();
  if (!inFlow.has(step.id)) return started;
  const context = { will: started, today: todayInUk(), answers: {}, markers: { charityFlow: false, employerFlow: false } };
  return mayEnter(step.id, context, params, (arrivingFrom(step) as { fromStep?: string } | undefined)?.fromStep) === true ? started : withoutSlice(step, storySampleWill(step), params);
}

/**
 * The history state a story opens with: a modal over its parent page (opened from it), or the step it arrives
 * from when its flow lets it be entered only from certain steps (SPEC 2.2).
 */
function arrivingFrom(step: StepFile): { fromStep: string } | { from: string } | undefined {
  if (step.presentation === 'modal' && step.parent) return { from: step.parent };
  if (!inFlow.has(step.id)) return undefined;
  const from = (machineOf(step.id).states[step.id]?.meta as FlowStateMeta | undefined)?.enterFrom?.[0];
  return from ? { fromStep: from } : undefined;
}

/** A sister for the replacement-executors story: the sample will's only adult besides the user is an executor. */
const SAMPLE_SISTER = '0a0a0a0a-0000-4000-8000-000000000005';

/**
 * The sample will changed for the steps its own answers would not let in or could not answer: the late-spouse
 * question is asked only of a widowed user (flows/family.machine.ts); a replacement executor must be someone who is
 * not already an executor; the children question of a mirror will, only while a copied child waits for it.
 */
const STORY_WILLS: Record<string, (will: Will) => Will> = {
  'executors-replacements': (will) => ({
    ...will,
    relations: { ...will.relations, [SAMPLE_SISTER]: { title: 'Ms.', fullName: 'Kate Smith', birthday: '1982-09-14', address: '4 Mill Lane, Leeds, LS1 4AB, UK', hasUserAddress: false } },
    replacementExecutors: [SAMPLE_SISTER],
  }),
  'family-mirror-children': (will) => ({ ...will, passedSteps: [1], mirror: { inviterName: 'John Smith', prefilledSteps: [], childrenToConfirm: [SAMPLE_CHILD] } }),
  'family-late-spouse': (will) => ({
    ...will,
    maritalStatus: { id: 6, comc: null },
    partner: null,
    lateSpouse: { nilRateBandUse: 'part', nilRateBandUsedPercent: 40, residenceNilRateBandUse: 'none' },
  }),
};

/** The sample will a step's story draws over. */
const storySampleWill = (step: StepFile): Will => (STORY_WILLS[step.id] ?? ((will: Will) => will))(sampleWill());

/** Sample answers to every onboarding question, or all but `step`'s own (so the flow lets the step be entered). */
function onboardingAnswers(step: StepFile, filled: boolean): Record<string, unknown> {
  const answers = Object.assign({}, ...Object.values(stepFiles).filter(isOnboarding).map((onboarding) => sampleData(onboarding))) as Record<string, unknown>;
  if (!filled) for (const field of Object.keys(step.schema?.properties ?? {})) delete answers[field];
  return answers;
}

/**
 * How a step's story starts, worked out from the step file alone: Filled over the sample will (onboarding: sample
 * answers from the step schemas), Empty and Error over an empty one; the account forms for a signed-out visitor.
 */
export function storySetup(step: StepFile, state: StepState): StepStorySetup {
  const filled = state === 'Filled';
  if (step.bind === '/account') return { url: stepUrl(step.id), will: null, user: null, answers: null };
  if (isOnboarding(step)) return { url: stepUrl(step.id), will: null, user: null, answers: onboardingAnswers(step, filled) };
  const params = storyParams(step);
  const arrival = arrivingFrom(step);
  return { url: stepUrl(step.id, params), will: filled ? storySampleWill(step) : emptyWillFor(step, params), user: HARNESS_USER, answers: null, ...(arrival ? { state: arrival } : {}) };
}
