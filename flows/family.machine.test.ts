import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { familyMachine } from './family.machine';
import { mayEnter, nextDestination, backDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { Will } from '../engine/will/will';

/** SPEC 3.3 written out independently of the catalogue: the statuses that need a partner; and Widowed. */
const NEEDS_PARTNER = [2, 3, 4, 5];
const WIDOWED = 6;
const markers = { charityFlow: false, employerFlow: false };

/** A will with About You passed, marital status `id`, with or without the partner, with or without dependants. */
function willFor(id: number, withPartner: boolean, withDependants: boolean): Will {
  const base = completeWill();
  return {
    ...base,
    passedSteps: [1],
    maritalStatus: { id: id as 1 },
    partner: withPartner ? PARTNER : null,
    relations: withPartner ? base.relations : { [FRIEND]: base.relations![FRIEND]! },
    children: withDependants ? base.children : {},
    pets: withDependants ? base.pets : {},
    guardians: withDependants ? base.guardians : {},
  };
}
const ctxOf = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers });

/** The events each family screen can send. */
function eventsFor(stepId: string): FlowEvent[] {
  const node = familyMachine.states[stepId as keyof typeof familyMachine.states];
  return Object.keys(node?.config.on ?? {}).map((type) => ({ type }) as FlowEvent);
}

/** SPEC 2.7 / 4.3: the screens of a forward pass and where saving the list leads, or null when the save is refused. */
function specForward(statusId: number, withPartner: boolean, withDependants: boolean) {
  const needsPartner = NEEDS_PARTNER.includes(statusId);
  // Widowed asks what the late spouse used of their inheritance tax bands (IHTA s.8A, s.8L) before the list.
  const second = needsPartner ? ['family-partner'] : statusId === WIDOWED ? ['family-late-spouse'] : [];
  const path = ['family-marital', ...second, 'family-members'];
  const refused = needsPartner && !withPartner;
  return { path, exit: refused ? null : withDependants ? '/will/dashboard#guardians' : '/will/dashboard#financial' };
}

const routeOf = (stateId: string) => (familyMachine.states[stateId as keyof typeof familyMachine.states]?.meta as { route?: string } | undefined)?.route;

const scenarios = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((id) =>
  [true, false].flatMap((withPartner) => [true, false].map((withDependants) => ({ id, withPartner, withDependants }))),
);

describe('family machine, every path from marital status (model-based, SPEC 4.3)', () => {
  const visitedStates = new Set<string>();

  for (const { id, withPartner, withDependants } of scenarios) {
    it(`status ${id}, ${withPartner ? 'with' : 'without'} partner, ${withDependants ? 'with' : 'without'} dependants`, () => {
      const paths = getSimplePaths(familyMachine, {
        input: ctxOf(willFor(id, withPartner, withDependants)),
        events: (snapshot) => eventsFor(String(snapshot.value)),
        toState: (snapshot) => snapshot.status === 'done',
      });
      const spec = specForward(id, withPartner, withDependants);
      const exits = paths.map((p) => routeOf(String(p.state.value)));
      // Back from marital status always returns to the dashboard's family card.
      expect(exits).toContain('/will/dashboard#family');
      // Saving the list leaves exactly as SPEC 4.3 says, or not at all while the partner is missing.
      expect(exits.filter((r) => r !== '/will/dashboard#family')).toEqual(spec.exit ? [spec.exit] : []);
      for (const path of paths) {
        const values = path.steps.map((s) => String(s.state.value));
        values.forEach((v) => visitedStates.add(v));
        const events = path.steps.map((s) => s.event.type);
        if (routeOf(String(path.state.value)) === '/will/dashboard#family') {
          expect(events.slice(1)).toEqual(['step.back']);
          continue;
        }
        expect(values.slice(0, -1)).toEqual(spec.path);
        expect(events.slice(1).every((e) => e === 'step.next')).toBe(true);
      }
    });
  }

  it('the forward paths visit marital, partner, the late spouse and members (the modal steps are checked below)', () => {
    expect([...visitedStates].filter((v) => v.startsWith('family-')).sort()).toEqual(['family-late-spouse', 'family-marital', 'family-members', 'family-partner']);
  });
});

describe('family machine edges', () => {
  const married = ctxOf(willFor(3, true, true));

  it('back edges: partner and members go back to marital status; marital status to the dashboard', () => {
    expect(backDestination('family-partner', married)).toEqual({ stepId: 'family-marital' });
    expect(backDestination('family-members', married)).toEqual({ stepId: 'family-marital' });
    expect(backDestination('family-marital', married)).toEqual({ route: '/will/dashboard#family' });
  });

  it('the marital screen follows the status being chosen (form data) over the stored one', () => {
    expect(nextDestination('family-marital', { type: 'step.next', data: { id: 1 } }, married).to).toEqual({ stepId: 'family-members' });
    const single = ctxOf(willFor(1, false, false));
    expect(nextDestination('family-marital', { type: 'step.next', data: { id: 5 } }, single).to).toEqual({ stepId: 'family-partner' });
    expect(nextDestination('family-marital', { type: 'step.next', data: { id: 6 } }, single).to).toEqual({ stepId: 'family-late-spouse' });
  });

  it('widowed: the late-spouse question sits between marital status and the list, both ways; others cannot open it', () => {
    const widowed = ctxOf(willFor(WIDOWED, false, false));
    expect(nextDestination('family-late-spouse', { type: 'step.next' }, widowed).to).toEqual({ stepId: 'family-members' });
    expect(backDestination('family-late-spouse', widowed)).toEqual({ stepId: 'family-marital' });
    expect(backDestination('family-members', widowed)).toEqual({ stepId: 'family-late-spouse' });
    expect(mayEnter('family-late-spouse', widowed)).toBe(true);
    // Married but separated, divorced and single users are not asked; a stale link goes back to marital status.
    for (const id of [1, 3, 7, 8]) {
      expect(nextDestination('family-marital', { type: 'step.next', data: { id } }, widowed).to).not.toEqual({ stepId: 'family-late-spouse' });
      expect(mayEnter('family-late-spouse', ctxOf(willFor(id, id === 3, false)))).toEqual({ stepId: 'family-marital' });
    }
  });

  it('saving the list with a missing partner stays on the list (family.save shows the toast)', () => {
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(willFor(3, false, true))).to).toEqual({ stepId: 'family-members' });
  });

  it('a dependant is a child under 18 on today or a pet: an only child turning 18 sends the user to #financial', () => {
    const will = { ...willFor(1, false, true), pets: {}, children: { [YOUNG_CHILD]: completeWill().children![YOUNG_CHILD]! } };
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(will)).to).toEqual({ route: '/will/dashboard#guardians' });
    expect(nextDestination('family-members', { type: 'step.next' }, { ...ctxOf(will), today: '2033-05-05' }).to).toEqual({ route: '/will/dashboard#financial' });
    const petOnly = { ...willFor(1, false, true), children: {}, pets: { [DOG]: completeWill().pets![DOG]! } };
    expect(nextDestination('family-members', { type: 'step.next' }, ctxOf(petOnly)).to).toEqual({ route: '/will/dashboard#guardians' });
  });

  const modals = ['family-add-child', 'family-edit-child', 'family-add-pet', 'family-edit-pet', 'family-edit-person', 'people-add-person'];
  it('every add and edit screen returns to the family list on save, back and delete', () => {
    // family-mirror-children, a mirror will's question, has its own tests (./family-mirror-children.test.ts).
    const covered = new Set(['family-marital', 'family-partner', 'family-late-spouse', 'family-members', 'family-mirror-children', ...modals]);
    const stepStates = Object.entries(familyMachine.states).filter(([, n]) => n.type !== 'final').map(([id]) => id);
    expect(stepStates.sort()).toEqual([...covered].sort());
    for (const stepId of modals) {
      for (const type of ['step.next', 'step.back', 'item.removed'] as const) {
        expect(nextDestination(stepId, { type }, married).to, `${stepId} ${type}`).toEqual({ stepId: 'family-members' });
      }
    }
  });
});
