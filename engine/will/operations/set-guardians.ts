import alerts from '../../../schemas/copy/alerts.json';
import toasts from '../../../schemas/copy/toasts.json';
import { dependantOf, eligibleGuardians, hasCarePlan, withoutGuardians } from '../guardians/guardians';
import { lacksParentalResponsibility } from '../guardians/parental-responsibility';
import type { StepOperation } from './operation-types';

/**
 * `guardians.set` (SPEC 4.3, 5): applies the guardian question of dependant `params.uuid` after the form wrote
 * `will.guardians[uuid]`. A pet with a care plan needs no guardian, and any guardian data for it is removed. For a
 * child, `data.parentalResponsibility === true` is refused with the SPEC's alert (the user chooses someone else).
 * Otherwise the chosen guardians are kept if they are eligible (engine/will/guardians/guardians.ts); with none left the answer is
 * refused, so the user continues only with a named guardian. A child for whom the will-writer has said they have
 * no parental responsibility gets no guardian (Children Act 1989 s.5(3)): any chosen are removed and the answer kept.
 * The answers about parental responsibility are kept in `will.parentalResponsibility`, so they show on return.
 */
export const setGuardians: StepOperation = (will, { params, today, data }) => {
  const dependant = dependantOf(will, params.uuid, today);
  if (!dependant) return { ok: false, toast: toasts.dependantNotFound };
  if (dependant.kind === 'pet' && hasCarePlan(will, dependant.uuid)) return { ok: true, will: withoutGuardians(will, dependant.uuid) };
  if (dependant.kind === 'child' && lacksParentalResponsibility(will, dependant.uuid)) {
    const { guardian: _notAsked, ...answers } = will.parentalResponsibility?.[dependant.uuid] ?? {};
    return { ok: true, will: { ...withoutGuardians(will, dependant.uuid), parentalResponsibility: { ...will.parentalResponsibility, [dependant.uuid]: answers } } };
  }
  if (dependant.kind === 'child' && data?.parentalResponsibility === true) return { ok: false, alert: alerts.guardianParentalResponsibility };
  const eligible = new Set(eligibleGuardians(will, today).map((g) => g.uuid));
  const chosen = [...new Set(will.guardians?.[dependant.uuid] ?? [])].filter((uuid) => eligible.has(uuid));
  if (chosen.length === 0) return { ok: false, toast: toasts.guardianNeeded };
  return { ok: true, will: { ...will, guardians: { ...will.guardians, [dependant.uuid]: chosen } } };
};
