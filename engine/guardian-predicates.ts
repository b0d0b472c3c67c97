import { dependantOf, hasCarePlan } from './guardians';
import type { Will } from './will';

type Context = { will: Will; today: string; params?: Record<string, string> };

/** Predicates of the guardian question, about the dependant it asks for (`params.uuid`, set by the repeat step). */
export const guardianPredicates: Record<string, (ctx: Context) => boolean> = {
  'dependant.isChild': ({ will, today, params }) => dependantOf(will, params?.uuid, today)?.kind === 'child',
  'dependant.hasCarePlan': ({ will, params }) => hasCarePlan(will, params?.uuid),
};
