import { dependantOf, hasCarePlan } from './guardians';
import { asksUserResponsibility } from './parental-responsibility';
import type { Will } from '../will';

type Context = { will: Will; today: string; params?: Record<string, string>; data?: Record<string, unknown> };

const isChild = ({ will, today, params }: Context) => dependantOf(will, params?.uuid, today)?.kind === 'child';
/** The form says the will-writer has no parental responsibility for the child (asked only when not married). */
const userLacks = (ctx: Context) => isChild(ctx) && asksUserResponsibility(ctx.will) && ctx.data?.userResponsibility === false;

/** Predicates of the guardian question, about the dependant it asks for (`params.uuid`, set by the repeat step). */
export const guardianPredicates: Record<string, (ctx: Context) => boolean> = {
  'dependant.isChild': isChild,
  'dependant.hasCarePlan': ({ will, params }) => hasCarePlan(will, params?.uuid),
  // Children Act 1989 s.5(3): only a parent with parental responsibility can appoint a guardian.
  'dependant.asksUserResponsibility': (ctx) => isChild(ctx) && asksUserResponsibility(ctx.will),
  'dependant.userLacksResponsibility': userLacks,
  // A guardian is chosen for a pet without a care plan, and for a child unless the will-writer cannot appoint one.
  'dependant.appointsGuardian': (ctx) => !hasCarePlan(ctx.will, ctx.params?.uuid) && !userLacks(ctx),
  'dependant.asksGuardianResponsibility': (ctx) => isChild(ctx) && !userLacks(ctx),
};
