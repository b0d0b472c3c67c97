import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { executorsMachine } from './executors.machine';
import { backDestination, mayEnter, nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { ADULT_CHILD, FRIEND, TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const TRUSTEE = { type: 'guardian-angel' as const, uuid: null };

/** Steps 1, 2 and 4 passed, with a person executor and the trustee, and `category` as the choose screen wrote it. */
function willWith(category: 1 | 2 | 3 | null): Will {
  return {
    ...completeWill(),
    passedSteps: [1, 2, 4],
    executorCategory: category,
    executorStep: 3,
    executors: [{ type: 'person', uuid: FRIEND }, TRUSTEE],
  };
}
const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers });

type StateId = keyof typeof executorsMachine.states;
const routeOf = (id: string) => (executorsMachine.states[id as StateId]?.meta as { route?: string } | undefined)?.route;

/** The events a screen can send; the choose screen sends the category being chosen as its form data. */
function eventsFor(stepId: string, category: number): FlowEvent[] {
  const types = Object.keys(executorsMachine.states[stepId as StateId]?.config.on ?? {}) as FlowEvent['type'][];
  return types.map((type) => (stepId === 'executors-choose' ? { type, data: { executorCategory: category } } : { type }));
}

/** SPEC 2.11, 4.3: the forward screens of each category, and the executors after choosing. */
// With fewer than two people as executors (here one, or none for trustees alone), the replacements screen comes last.
const SPEC = {
  1: { path: ['executors-intro', 'executors-price', 'executors-choose', 'executors-choose-friends-family', 'executors-replacements'], executors: [{ type: 'person', uuid: FRIEND }] },
  2: { path: ['executors-intro', 'executors-price', 'executors-choose', 'executors-trustees-terms', 'executors-replacements'], executors: [] },
  3: {
    path: ['executors-intro', 'executors-price', 'executors-choose', 'executors-choose-friends-family', 'executors-trustees-terms', 'executors-replacements'],
    executors: [{ type: 'person', uuid: FRIEND }, TRUSTEE],
  },
} as const;

describe('executors machine, every path from the intro (model-based, SPEC 4.3)', () => {
  for (const category of [1, 2, 3] as const) {
    it(`category ${category}: forward to #wishes through the SPEC screens; Back from the intro to #executor`, () => {
      const paths = getSimplePaths(executorsMachine, {
        input: ctxOf(willWith(category)),
        events: (snapshot) => eventsFor(String(snapshot.value), category),
        toState: (snapshot) => snapshot.status === 'done',
      });
      const forward = paths.filter((p) => p.steps.slice(1).every((s) => s.event.type === 'step.next'));
      expect(forward).toHaveLength(1);
      const [only] = forward;
      expect(only!.steps.map((s) => String(s.state.value)).slice(0, -1)).toEqual(SPEC[category].path);
      expect(routeOf(String(only!.state.value))).toBe('/will/dashboard#wishes');
      // Choosing applies the category: friends and family drops the trustee, trustees alone clears, hybrid keeps.
      const afterChoose = only!.steps.find((s) => String(s.state.value) === SPEC[category].path[3])!;
      expect((afterChoose.state.context as FlowContext).will.executors).toEqual(SPEC[category].executors);
      // Opening the screens resets the executor sub-step (SPEC 2.2).
      expect((only!.state.context as FlowContext).will.executorStep).toBe(0);
      const exits = new Set(paths.map((p) => routeOf(String(p.state.value))));
      expect([...exits].sort()).toEqual(['/will/dashboard#executor', '/will/dashboard#wishes']);
    });
  }
});

describe('executors machine edges', () => {
  it('Back: price to intro, choose to price, people to choose, terms to choose (trustees only) or to the people', () => {
    const hybrid = ctxOf(willWith(3));
    expect(backDestination('executors-intro', hybrid)).toEqual({ route: '/will/dashboard#executor' });
    expect(backDestination('executors-price', hybrid)).toEqual({ stepId: 'executors-intro' });
    expect(backDestination('executors-choose', hybrid)).toEqual({ stepId: 'executors-price' });
    expect(backDestination('executors-choose-friends-family', hybrid)).toEqual({ stepId: 'executors-choose' });
    expect(backDestination('executors-trustees-terms', hybrid)).toEqual({ stepId: 'executors-choose-friends-family' });
    expect(backDestination('executors-trustees-terms', ctxOf(willWith(2)))).toEqual({ stepId: 'executors-choose' });
  });

  it('the people screen goes to the terms for trustees or hybrid, otherwise to the replacements with one person, or to #wishes with two', () => {
    const next = (category: 1 | 2 | 3, will = willWith(category)) => nextDestination('executors-choose-friends-family', { type: 'step.next' }, ctxOf(will)).to;
    expect(next(1)).toEqual({ stepId: 'executors-replacements' });
    expect(next(1, { ...willWith(1), executors: [{ type: 'person', uuid: FRIEND }, { type: 'person', uuid: ADULT_CHILD }] })).toEqual({ route: '/will/dashboard#wishes' });
    expect(next(2)).toEqual({ stepId: 'executors-trustees-terms' });
    expect(next(3)).toEqual({ stepId: 'executors-trustees-terms' });
  });

  it('the terms go to the replacements with fewer than two people, else to #wishes; the replacements go back to the terms or the people', () => {
    const two = { ...willWith(3), executors: [{ type: 'person' as const, uuid: FRIEND }, { type: 'person' as const, uuid: ADULT_CHILD }, TRUSTEE] };
    expect(nextDestination('executors-trustees-terms', { type: 'step.next' }, ctxOf(willWith(3))).to).toEqual({ stepId: 'executors-replacements' });
    expect(nextDestination('executors-trustees-terms', { type: 'step.next' }, ctxOf(two)).to).toEqual({ route: '/will/dashboard#wishes' });
    expect(nextDestination('executors-replacements', { type: 'step.next' }, ctxOf(willWith(3))).to).toEqual({ route: '/will/dashboard#wishes' });
    expect(backDestination('executors-replacements', ctxOf(willWith(3)))).toEqual({ stepId: 'executors-trustees-terms' });
    expect(backDestination('executors-replacements', ctxOf(willWith(1)))).toEqual({ stepId: 'executors-choose-friends-family' });
    for (const type of ['step.next', 'step.back'] as const) {
      expect(nextDestination('executors-add-replacement', { type }, ctxOf(willWith(1))).to).toEqual({ stepId: 'executors-replacements' });
    }
  });

  it('the Add an executor modal returns to the people screen', () => {
    for (const type of ['step.next', 'step.back'] as const) {
      expect(nextDestination('executors-add-person', { type }, ctxOf(willWith(3))).to).toEqual({ stepId: 'executors-choose-friends-family' });
    }
  });
});

describe('executor entry guards (SPEC 2.2)', () => {
  const ctx = ctxOf({ ...willWith(3), executors: [{ type: 'person', uuid: ADULT_CHILD }] });
  const intro = { stepId: 'executors-intro' };
  const ALLOWED: Record<string, string[]> = {
    'executors-intro': ['*'],
    'executors-price': ['executors-intro', 'executors-choose'],
    'executors-choose': ['executors-price', 'executors-choose-friends-family', 'executors-trustees-terms'],
    'executors-choose-friends-family': ['executors-choose', 'executors-add-person', 'executors-trustees-terms', 'executors-replacements'],
    'executors-trustees-terms': ['executors-choose', 'executors-choose-friends-family', 'executors-replacements'],
    'executors-replacements': ['executors-choose-friends-family', 'executors-trustees-terms', 'executors-add-replacement'],
  };
  const origins = [undefined, 'about-you', 'family-members', ...Object.keys(ALLOWED), 'executors-add-person', 'executors-add-replacement'];

  for (const [stepId, allowed] of Object.entries(ALLOWED)) {
    it(`${stepId}: entered from ${allowed.join(', ')} (or itself); from anywhere else back to the intro`, () => {
      for (const from of origins) {
        const ok = allowed.includes('*') || from === stepId || allowed.includes(from ?? '');
        expect(mayEnter(stepId, ctx, {}, from), `${stepId} from ${from}`).toEqual(ok ? true : intro);
      }
    });
  }

  it('the terms opened directly (no step before it) land on the intro', () => {
    expect(mayEnter('executors-trustees-terms', ctx)).toEqual(intro);
  });

  it('before Financial is passed every screen goes to the dashboard (SPEC 4.1)', () => {
    const early = ctxOf({ ...willWith(3), passedSteps: [1, 2] });
    for (const stepId of Object.keys(ALLOWED)) expect(mayEnter(stepId, early, {}, 'executors-choose')).toEqual({ route: '/will/dashboard' });
  });
});

describe('choosing again once step 6 is passed', () => {
  it('trustees alone clear the executors and unpass step 6 until the terms pass it; hybrid keeps it passed', () => {
    const passed = { ...willWith(2), passedSteps: [1, 2, 4, 6] };
    const trustees = nextDestination('executors-choose', { type: 'step.next', data: { executorCategory: 2 } }, ctxOf(passed));
    expect(trustees.will.executors).toEqual([]);
    expect(trustees.will.passedSteps).toEqual([1, 2, 4]);
    const hybrid = nextDestination('executors-choose', { type: 'step.next', data: { executorCategory: 3 } }, ctxOf({ ...passed, executorCategory: 3 }));
    expect(hybrid.will.passedSteps).toEqual([1, 2, 4, 6]);
  });
});
