import { setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';
import { predicateGuards } from './flow-context';

const toMembers = { 'step.next': 'family-members', 'step.back': 'family-members', 'item.removed': 'family-members' } as const;

/** An edit screen reached by a stale or mistyped uuid goes back to the family list. */
const editOf = (kind: 'child' | 'pet' | 'relation') => ({
  on: toMembers,
  meta: { enterIf: `${kind}.exists`, otherwise: { stepId: 'family-members' } } satisfies FlowStateMeta,
});

/**
 * SPEC 2.7 and 4.3 family flow. Marital status, then the partner when the status needs one (or, when Widowed, what
 * the late spouse used of their inheritance tax bands, for the estimate), then the family list;
 * saving the list leaves for the dashboard at #guardians when a dependant exists, otherwise #financial (a mirror
 * will with copied children to confirm first asks, per child, whether they are also the user's: family-mirror-children). The step
 * files commit the data (maritalStatus.set, people.setPartner, family.save); this machine only says where to go.
 */
export const familyMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
  guards: predicateGuards(['maritalStatus.needsPartner', 'maritalStatus.widowed', 'family.needsPartner', 'mirror.childrenToConfirm', 'dependants.any']),
}).createMachine({
  id: 'family',
  context: ({ input }) => input,
  initial: 'family-marital',
  meta: { route: '/will/family', enterIf: 'steps.familyStartable', otherwise: { route: '/will/dashboard' } } satisfies FlowStateMeta,
  states: {
    'family-marital': {
      on: {
        'step.next': [
          { guard: 'maritalStatus.needsPartner', target: 'family-partner' },
          { guard: 'maritalStatus.widowed', target: 'family-late-spouse' },
          { target: 'family-members' },
        ],
        'step.back': 'dashboard-family',
      },
    },
    'family-late-spouse': {
      meta: { enterIf: 'maritalStatus.widowed', otherwise: { stepId: 'family-marital' } } satisfies FlowStateMeta,
      on: { 'step.next': 'family-members', 'step.back': 'family-marital' },
    },
    'family-partner': {
      meta: { enterIf: 'maritalStatus.needsPartner', otherwise: { stepId: 'family-marital' } } satisfies FlowStateMeta,
      on: { 'step.next': 'family-members', 'step.back': 'family-marital' },
    },
    'family-members': {
      on: {
        // family.save refuses (with its toast) while the partner is missing; the user stays on the list.
        'step.next': [
          { guard: 'family.needsPartner', target: 'family-members' },
          // A mirror will asks, per copied child, whether they are also the user's (that screen passes step 2).
          { guard: 'mirror.childrenToConfirm', target: 'family-mirror-children' },
          { guard: 'dependants.any', target: 'dashboard-guardians' },
          { target: 'dashboard-financial' },
        ],
        'step.back': [{ guard: 'maritalStatus.widowed', target: 'family-late-spouse' }, { target: 'family-marital' }],
      },
    },
    // Its save answers every copied child and passes step 2, then on as the list's save would have gone. Opened with
    // no child waiting, the flow starts again.
    'family-mirror-children': {
      meta: { enterIf: 'mirror.childrenToConfirm', otherwise: { route: '/will/family' } } satisfies FlowStateMeta,
      on: {
        'step.next': [{ guard: 'dependants.any', target: 'dashboard-guardians' }, { target: 'dashboard-financial' }],
        'step.back': 'family-members',
      },
    },
    'family-add-child': { on: toMembers },
    'family-edit-child': editOf('child'),
    'family-add-pet': { on: toMembers },
    'family-edit-pet': editOf('pet'),
    'family-edit-person': editOf('relation'),
    'people-add-person': { on: toMembers },
    'dashboard-family': { type: 'final', meta: { route: '/will/dashboard#family' } satisfies FlowStateMeta },
    'dashboard-guardians': { type: 'final', meta: { route: '/will/dashboard#guardians' } satisfies FlowStateMeta },
    'dashboard-financial': { type: 'final', meta: { route: '/will/dashboard#financial' } satisfies FlowStateMeta },
  },
});
