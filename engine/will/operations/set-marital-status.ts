import toasts from '../../../schemas/copy/toasts.json';
import { MARITAL_STATUSES, setMaritalStatus } from '../family/marital-status';
import type { MaritalStatus } from '../will';
import type { StepOperation } from './operation-types';

/**
 * `maritalStatus.set`: normalises the status the form wrote (engine/will/family/marital-status.ts: the partner clears when the
 * status needs none, comc only for Engaged) and fills description and needPartner from the catalogue, so the stored
 * shape is SPEC 3.2's `{id, description, needPartner, comc}`. Refused for an id outside the catalogue.
 */
export const setMaritalStatusOperation: StepOperation = (will, _input) => {
  const chosen = will.maritalStatus;
  const option = MARITAL_STATUSES.find((s) => s.id === chosen?.id);
  if (!chosen || !option) return { ok: false, toast: toasts.maritalStatusUnknown };
  const next = setMaritalStatus(will, { id: option.id, comc: chosen.comc });
  const status: MaritalStatus = {
    // The catalogue's ids are the schema's enum (checked by engine/will/validation); JSON imports widen them to number.
    id: option.id as MaritalStatus['id'],
    description: option.description,
    needPartner: option.needPartner,
    comc: next.maritalStatus?.comc ?? null,
    ...(next.maritalStatus?.comcEvent ? { comcEvent: next.maritalStatus.comcEvent } : {}),
  };
  return { ok: true, will: { ...next, maritalStatus: status } };
};
