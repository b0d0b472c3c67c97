import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { guardiansMachine } from './guardians.machine';
import { mayEnter, nextDestination, backDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { runOperation } from '../engine/steps/step-operations';
import { stepSources } from '../engine/steps/step-sources';
import { FRIEND, PARTNER, TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers });
const routeOf = (state: string) => (guardiansMachine.states[state as keyof typeof guardiansMachine.states]?.meta as { route?: string } | undefined)?.route;
const eventsFor = (state: string): FlowEvent[] =>
  Object.keys(guardiansMachine.states[state as keyof typeof guardiansMachine.states]?.config.on ?? {}).map((type) => ({ type }) as FlowEvent);

type Dependant = { kind: 'child' | 'pet'; carePlan?: boolean };

/** A will with steps 1 and 2 passed, the partner and a friend, and these dependants with no guardians yet. */
function willWith(dependants: Dependant[]): Will {
  const base = completeWill();
  const children: Will['children'] = {};
  const pets: Will['pets'] = {};
  dependants.forEach((d, i) => {
    const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (d.kind === 'child') children[uuid] = { fullName: `Child ${i}`, birthday: '2015-01-01', address: 'x' };
    else pets[uuid] = { name: `Pet ${i}`, type: 'dog', hasPetCarePlan: d.carePlan === true };
  });
  return { ...base, passedSteps: [1, 2], children, pets, guardians: {} };
}

/**
 * SPEC 4.3 guardians flow, as the step screen runs it: one answer per dependant in order; a child's answer that the
 * guardian already has parental responsibility is refused (the user stays and chooses again); pets are asked no
 * such question; a pet with a care plan needs no guardian. Returns where the last answer leads and the will.
 */
function answerAll(will: Will, parentalYesFirst: boolean) {
  const items = stepSources['dependants.needingGuardian']!(will, { today: TODAY });
  let current = will;
  for (const item of items) {
    const chosen = { ...current, guardians: { ...current.guardians, [item.uuid]: [FRIEND] } };
    if (parentalYesFirst) {
      const refused = runOperation('guardians.set', chosen, { params: { uuid: item.uuid }, today: TODAY, data: { parentalResponsibility: true } });
      const carePlan = current.pets?.[item.uuid]?.hasPetCarePlan === true;
      // Only a child is refused: a pet skips the question.
      expect(refused.ok, `${item.kind} ${item.label}`).toBe(item.kind !== 'child');
      if (!refused.ok) expect(refused.alert?.text).toMatch(/parental responsibility/);
      if (refused.ok && carePlan) expect(refused.will.guardians).not.toHaveProperty(item.uuid);
    }
    const answer = item.kind === 'child' ? { parentalResponsibility: false } : {};
    const result = runOperation('guardians.set', chosen, { params: { uuid: item.uuid }, today: TODAY, data: answer });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    current = result.will;
  }
  return { items, ...nextDestination('guardians', { type: 'step.next' }, ctxOf(current)) };
}

const MIXES: Dependant[][] = [
  [{ kind: 'child' }],
  [{ kind: 'pet' }],
  [{ kind: 'pet', carePlan: true }],
  [{ kind: 'child' }, { kind: 'child' }, { kind: 'pet', carePlan: true }],
  [{ kind: 'child' }, { kind: 'pet' }, { kind: 'pet', carePlan: true }],
];

describe('guardians flow (SPEC 2.8, 4.3), every dependant answered', () => {
  for (const mix of MIXES) {
    for (const parentalYesFirst of [false, true]) {
      const label = mix.map((d) => (d.carePlan ? 'pet with care plan' : d.kind)).join(', ');
      it(`${label}; parental responsibility ${parentalYesFirst ? 'Yes (refused), then No' : 'No'}: step 3 passes, then #financial`, () => {
        const { items, to, will } = answerAll(willWith(mix), parentalYesFirst);
        expect(items).toHaveLength(mix.length);
        expect(to).toEqual({ route: '/will/dashboard#financial' });
        expect(will.passedSteps).toEqual([1, 2, 3]);
        // A pet with a care plan keeps no guardian; everyone else has the one chosen.
        for (const item of items) expect(will.guardians?.[item.uuid]).toEqual(will.pets?.[item.uuid]?.hasPetCarePlan ? undefined : [FRIEND]);
      });
    }
  }
});

describe('guardians machine, every path (model-based)', () => {
  const complete = completeWill();
  const incomplete: Will = { ...complete, passedSteps: [1, 2], guardians: { [Object.keys(complete.children!)[0]!]: [PARTNER] } };

  for (const [name, will, exit, passes] of [
    ['every dependant covered', complete, '/will/dashboard#financial', true],
    ['a dependant without a guardian (opened by its URL)', incomplete, '/will/dashboard#guardians', false],
  ] as const) {
    it(`${name}: the last answer leads to ${exit}; Back from the first to #guardians`, () => {
      const paths = getSimplePaths(guardiansMachine, {
        input: ctxOf(will),
        events: (snapshot) => eventsFor(String(snapshot.value)),
        toState: (snapshot) => snapshot.status === 'done',
      });
      const fromQuestion = paths.filter((p) => p.steps[0]!.state.value === 'guardians');
      const exits = fromQuestion.map((p) => `${p.steps.map((s) => s.event.type).slice(1).join(',')} -> ${routeOf(String(p.state.value))}`);
      expect(exits.sort()).toEqual([`step.back -> /will/dashboard#guardians`, `step.next -> ${exit}`].sort());
      const next = fromQuestion.find((p) => p.steps.at(-1)!.event.type === 'step.next')!;
      expect((next.state.context as FlowContext).will.passedSteps?.includes(3)).toBe(passes);
    });
  }

  it('the add-guardian modal returns to the question, on Save and on Cancel', () => {
    const ctx = ctxOf(complete);
    expect(nextDestination('guardians-add-guardian', { type: 'step.next' }, ctx).to).toEqual({ stepId: 'guardians' });
    expect(backDestination('guardians-add-guardian', ctx)).toEqual({ stepId: 'guardians' });
  });

  it('is entered only with step 2 passed and a dependant (SPEC 4.1, 2.5)', () => {
    expect(mayEnter('guardians', ctxOf(complete))).toBe(true);
    expect(mayEnter('guardians', ctxOf({ ...complete, passedSteps: [1] }))).toEqual({ route: '/will/dashboard' });
    expect(mayEnter('guardians', ctxOf({ ...complete, children: {}, pets: {} }))).toEqual({ route: '/will/dashboard' });
  });
});
