import toasts from '../../../schemas/copy/toasts.json';
import { kindOf } from '../family/people';
import type { StepOperation } from './operation-types';

/** `people.setPartner`: `will.partner` becomes `params.partner`; refused when no relation has that uuid. */
export const setPartner: StepOperation = (will, { params }) => {
  const uuid = params.partner;
  if (!uuid || kindOf(will, uuid) !== 'relation') return { ok: false, toast: toasts.personNotFound };
  return { ok: true, will: { ...will, partner: uuid } };
};
