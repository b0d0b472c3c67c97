import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { applyOperation, type FlowContext, type FlowEvent } from './flow-context';
import { familyMachine } from './family.machine';
import {
  backDestination,
  createFlowRunner,
  flowEventNames,
  flowRoutes,
  flowStepIds,
  machineOf,
  mayEnter,
  nextDestination,
} from './flow-runner';
import { onboardingMachine } from './onboarding.machine';
import { yourselfMachine } from './yourself.machine';
import { CHARITY, DOG, FRIEND, TODAY, YOUNG_CHILD, completeWill } from '../engine/will/fixtures/will-fixtures';
import { emptyWill, type Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const ctxOf = (will: Will, today = TODAY): FlowContext => ({ will, today, answers: {}, markers });
const stepFiles = import.meta.glob<{ default: { id: string } }>('../schemas/steps/*.json', { eager: true });
const stepFileIds = new Set(Object.values(stepFiles).map((m) => m.default.id));

describe('machineOf and the registry', () => {
  it('finds the machine holding a step, and throws for a step no flow has', () => {
    expect(machineOf('family-members')).toBe(familyMachine);
    expect(machineOf('about-you')).toBe(yourselfMachine);
    expect(machineOf('refer-partner')).toBe(onboardingMachine);
    expect(() => machineOf('dashboard')).toThrow(/No flow/);
  });

  it('lists every step id and event name, and each step has a step file', () => {
    expect(flowStepIds).toContain('family-partner');
    expect(flowStepIds).not.toContain('dashboard-guardians');
    expect(new Set(flowStepIds).size).toBe(flowStepIds.length);
    expect([...flowEventNames].sort()).toEqual(['item.removed', 'step.back', 'step.next']);
    for (const id of flowStepIds) expect(stepFileIds.has(id), id).toBe(true);
  });

  it('refuses two machines sharing a step id', () => {
    expect(() => createFlowRunner([familyMachine, familyMachine])).toThrow(/two flows/);
  });

  it('flowRoutes: each parent route redirects to its flow initial step', () => {
    // Each flow adds its own parent route; these are the ones whose redirects are pinned here.
    expect(flowRoutes()).toEqual(
      expect.arrayContaining([
        { route: '/will/start', stepId: 'onboarding-welcome' },
        { route: '/will/family', stepId: 'family-marital' },
        { route: '/will/executors', stepId: 'executors-intro' },
        { route: '/will/gifts', stepId: 'gifts-list' },
      ]),
    );
  });
});

describe('nextDestination and backDestination', () => {
  it('About You: save to #family, Back to #about-you (SPEC 2.6)', () => {
    expect(nextDestination('about-you', { type: 'step.next' }, ctxOf(emptyWill())).to).toEqual({ route: '/will/dashboard#family' });
    expect(backDestination('about-you', ctxOf(emptyWill()))).toEqual({ route: '/will/dashboard#about-you' });
  });

  it('returns the will unchanged when the transition has no actions', () => {
    const will = completeWill();
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(will)).will).toBe(will);
  });

  it('keeps the route params when the user stays on the same step', () => {
    const noPartner = { ...completeWill(), partner: null };
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(noPartner), { tab: 'x' }).to).toEqual({ stepId: 'family-members', params: { tab: 'x' } });
  });

  it('throws for an event the step does not handle; Back is undefined where there is none', () => {
    expect(() => nextDestination('family-marital', { type: 'item.removed' }, ctxOf(emptyWill()))).toThrow(/no item.removed/);
    expect(backDestination('onboarding-welcome', ctxOf(emptyWill()))).toBeUndefined();
  });
});

describe('machine actions run through the runner', () => {
  const passingMachine = setup({
    types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
    actions: { operation: assign(applyOperation) },
  }).createMachine({
    id: 'test-pass',
    context: ({ input }) => input,
    initial: 'test-step',
    states: {
      'test-step': { on: { 'step.next': { target: 'done', actions: { type: 'operation', params: { ref: 'steps.pass:family' } } } } },
      done: { type: 'final', meta: { route: '/will/dashboard' } },
    },
  });
  const runner = createFlowRunner([passingMachine]);

  it('an operation action assigns the new will, leaving the input alone', () => {
    const will = { ...emptyWill(), passedSteps: [1] };
    const result = runner.nextDestination('test-step', { type: 'step.next' }, ctxOf(will));
    expect(result).toEqual({ will: { ...will, passedSteps: [1, 2] }, answers: {}, to: { route: '/will/dashboard' } });
    expect(will.passedSteps).toEqual([1]);
  });

  it('a refused operation leaves the will as it was', () => {
    const will = emptyWill();
    expect(runner.nextDestination('test-step', { type: 'step.next' }, ctxOf(will)).will).toEqual(will);
  });
});

describe('mayEnter', () => {
  const ready = { ...completeWill(), passedSteps: [1] };

  it('the family flow needs About You passed (SPEC 4.1), else the dashboard', () => {
    for (const stepId of ['family-marital', 'family-members', 'family-add-child']) {
      expect(mayEnter(stepId, ctxOf({ ...ready, passedSteps: [] }))).toEqual({ route: '/will/dashboard' });
      expect(mayEnter(stepId, ctxOf(ready))).toBe(true);
    }
  });

  it('edit routes need a record of their kind, else the family list', () => {
    expect(mayEnter('family-edit-child', ctxOf(ready), { uuid: YOUNG_CHILD })).toBe(true);
    expect(mayEnter('family-edit-child', ctxOf(ready), { uuid: DOG })).toEqual({ stepId: 'family-members' });
    expect(mayEnter('family-edit-pet', ctxOf(ready), { uuid: DOG })).toBe(true);
    expect(mayEnter('family-edit-person', ctxOf(ready), { uuid: FRIEND })).toBe(true);
    expect(mayEnter('family-edit-person', ctxOf(ready), { uuid: CHARITY })).toEqual({ stepId: 'family-members' });
    expect(mayEnter('family-edit-person', ctxOf(ready), {})).toEqual({ stepId: 'family-members' });
  });

  it('the partner screen needs a status that needs a partner, else marital status', () => {
    expect(mayEnter('family-partner', ctxOf(ready))).toBe(true);
    expect(mayEnter('family-partner', ctxOf({ ...ready, maritalStatus: { id: 8 } }))).toEqual({ stepId: 'family-marital' });
    // The About You check comes first.
    expect(mayEnter('family-partner', ctxOf({ ...ready, passedSteps: [], maritalStatus: { id: 8 } }))).toEqual({ route: '/will/dashboard' });
  });

  it('steps without enterIf are always open', () => {
    expect(mayEnter('about-you', ctxOf(emptyWill()))).toBe(true);
    expect(mayEnter('onboarding-welcome', ctxOf(emptyWill()))).toBe(true);
  });
});
