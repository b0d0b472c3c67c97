import { assign, setup } from 'xstate';
import type { FlowContext, FlowEvent, FlowStateMeta } from './flow-context';
import { applyOperation, predicateGuards } from './flow-context';

/**
 * SPEC 2.8, 4.3 guardians flow (step 3). `guardians` is a repeat step, one question per dependant: the step screen
 * sends each answer to the next dependant and Back to the previous one, so this machine sees only the last
 * dependant's answer (which passes step 3 when every dependant is covered, then #financial) and Back from the
 * first (#guardians). The add-guardian modal returns to the question it was opened from. The step files commit
 * the data (guardians.set); entry needs step 2 passed and a dependant.
 */
export const guardiansMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as FlowContext },
  guards: predicateGuards(['guardians.complete']),
  actions: { operation: assign(applyOperation) },
}).createMachine({
  id: 'guardians',
  context: ({ input }) => input,
  initial: 'guardians',
  meta: {
    route: '/will/guardians',
    enterIf: ['steps.guardiansStartable', 'dependants.any'],
    otherwise: { route: '/will/dashboard' },
  } satisfies FlowStateMeta,
  states: {
    guardians: {
      on: {
        'step.next': [
          { guard: 'guardians.complete', target: 'dashboard-financial', actions: { type: 'operation', params: { ref: 'steps.pass:guardians' } } },
          // A dependant left without a guardian (one opened by its URL and skipped): the dashboard shows Get Started.
          { target: 'dashboard-guardians' },
        ],
        'step.back': 'dashboard-guardians',
      },
    },
    'guardians-add-guardian': { on: { 'step.next': 'guardians', 'step.back': 'guardians' } },
    'dashboard-guardians': { type: 'final', meta: { route: '/will/dashboard#guardians' } satisfies FlowStateMeta },
    'dashboard-financial': { type: 'final', meta: { route: '/will/dashboard#financial' } satisfies FlowStateMeta },
  },
});
