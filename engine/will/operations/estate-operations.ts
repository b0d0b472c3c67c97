import toasts from '../../../schemas/copy/toasts.json';
import { addAndChooseCharity, existingCharity } from '../estate/charities';
import { removeCharity } from '../cascade-removal';
import type { Will } from '../will';
import type { StepOperation } from './operation-types';

/** SPEC 5: moving on from the beneficiaries or charities with no share at all is refused with its toast. */
export const requireBeneficiary: StepOperation = (will) =>
  (will.estate ?? []).length > 0 ? { ok: true, will } : { ok: false, toast: toasts.noEstateBeneficiary };

/** The will without charity `params.uuid`'s record, so it can be reused or added under that uuid. */
function withoutRecord(will: Will, uuid: string): Will {
  const { [uuid]: _new, ...rest } = will.charity ?? {};
  return { ...will, charity: rest };
}

/**
 * Commit of the Add charity modal, after the form wrote `/will/charity/{uuid}`: the charity is chosen as a
 * beneficiary (entryType manual), or an existing charity with the same name is reused instead (SPEC 4.3).
 */
export const addManualCharity: StepOperation = (will, { params }) => {
  const uuid = params.uuid;
  const record = uuid ? will.charity?.[uuid] : undefined;
  if (!uuid || !record) throw new Error('charities.addManual needs the charity written at /will/charity/{uuid}');
  return { ok: true, will: addAndChooseCharity(withoutRecord(will, uuid), record, uuid, 'manual') };
};

/** 'Add to my will' on the partner charity screen: the referring charity added (or reused) and chosen. */
export const addPartnerCharity: StepOperation = (will, { params }) => {
  const partner = will.partnerCharity;
  const uuid = params.uuid;
  if (!uuid || !partner?.name) throw new Error('charities.addPartner needs a partner charity and a new {uuid}');
  const charity = { id: partner.id ?? null, name: partner.name, regNumber: partner.registered_number ?? null };
  return { ok: true, will: addAndChooseCharity(withoutRecord(will, uuid), charity, uuid, 'search') };
};

/** Delete on the Edit charity modal: the charity leaves every section of the will (SPEC 4.2). */
export const removeCharityOperation: StepOperation = (will, { params, today }) => {
  const uuid = params.uuid;
  if (!uuid || !will.charity?.[uuid]) return { ok: false, toast: toasts.personNotFound };
  return { ok: true, will: removeCharity(will, uuid, today) };
};

/** True when the referring charity may be offered: giftable and not already among the user's charities. */
export function offersPartnerCharity(will: Will): boolean {
  const partner = will.partnerCharity;
  return Boolean(partner?.is_giftable && partner.name && !existingCharity(will, { id: partner.id ?? null, name: partner.name }));
}
