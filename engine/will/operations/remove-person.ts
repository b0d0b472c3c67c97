import toasts from '../../../schemas/copy/toasts.json';
import { removeCharity, removeChild, removePet, removeRelation } from '../cascade-removal';
import { kindOf } from '../family/people';
import type { StepOperation } from './operation-types';

const removers = { relation: removeRelation, child: removeChild, pet: removePet, charity: removeCharity } as const;

/**
 * `people.remove`: removes `params.uuid` from whichever map holds it, with the SPEC 4.2 cascade of
 * engine/will/cascade-removal.ts; refused when nothing has that uuid.
 */
export const removePerson: StepOperation = (will, { params, today }) => {
  const uuid = params.uuid;
  const kind = uuid ? kindOf(will, uuid) : null;
  if (!uuid || !kind) return { ok: false, toast: toasts.personNotFound };
  return { ok: true, will: removers[kind](will, uuid, today) };
};
