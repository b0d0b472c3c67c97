/**
 * "What has changed": the five events that most often need a will changed, and the steps of the will each sends the
 * user back to. Marriage or a civil partnership revokes a will made before it (Wills Act 1837 s.18) unless it was made
 * expecting that marriage; divorce or dissolution treats the former partner as having died before the will-writer
 * (s.18A, s.18C), so both need a new look at the estate and the executors.
 */
import { STEPS, type Step, type StepId } from '../../steps/steps';

export const LIFE_EVENTS = ['marriage', 'divorce', 'birth', 'death', 'move'] as const;
export type LifeEvent = (typeof LIFE_EVENTS)[number];

const STEPS_FOR: Record<LifeEvent, readonly StepId[]> = {
  marriage: ['family', 'estate', 'executors', 'guardians'],
  divorce: ['family', 'estate', 'executors', 'guardians', 'gifts'],
  birth: ['family', 'guardians', 'estate', 'gifts'],
  death: ['family', 'estate', 'executors', 'guardians', 'gifts'],
  move: ['yourself', 'financial', 'estate'],
};

/** The steps to look at again after these events, in the will's order, each once with the events that send there. */
export function stepsToRevisit(events: readonly LifeEvent[]): { step: Step; events: LifeEvent[] }[] {
  return STEPS.flatMap((step) => {
    const because = events.filter((event) => STEPS_FOR[event].includes(step.id));
    return because.length > 0 ? [{ step, events: because }] : [];
  });
}

/** True when one of the events revokes the will, so a new one is needed rather than a change. */
export const revokesWill = (events: readonly LifeEvent[]): boolean => events.includes('marriage');
