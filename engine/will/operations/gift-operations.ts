import alerts from '../../../schemas/copy/alerts.json';
import toasts from '../../../schemas/copy/toasts.json';
import { GIFT_TYPES, removeGift, saveGift, type GiftDraft, type GiftType } from '../gifts/gifts';
import { kindOf } from '../family/people';
import { VALIDATION_MESSAGES } from '../validation/field-errors';
import { moneyGiftProblems } from '../gifts/money-gift-rules';
import type { StepOperation } from './operation-types';

/** The list index a route's `{index}` names, or null when it is not a whole number. */
function indexOf(params: Record<string, string>): number | null {
  return /^\d+$/.test(params.index ?? '') ? Number(params.index) : null;
}

/**
 * `gifts.save:<type>` (SPEC 4.3, 5): the gift the step wrote at `{index}` gets its type and is checked: every
 * beneficiary must be a person or charity of this will, and money has exactly one (a second is refused with the
 * SPEC 5 info modal). Throws for an unknown type (a content error).
 */
export const saveGiftOperation: StepOperation = (will, { params, arg }) => {
  const type = GIFT_TYPES.find((t) => t.type === arg)?.type as GiftType | undefined;
  if (!type) throw new Error(`gifts.save needs a gift type, as gifts.save:<type>; got ${arg}`);
  const index = indexOf(params);
  const written = index === null ? undefined : will.gifts?.[index];
  if (index === null || !written) return { ok: false, toast: toasts.giftNotFound };
  const draft: GiftDraft = { ...written, type, beneficiaries: [...(written.beneficiaries ?? [])] };
  if (draft.beneficiaries.some((uuid) => !['relation', 'child', 'charity'].includes(kindOf(will, uuid) ?? ''))) {
    return { ok: false, toast: toasts.personNotFound };
  }
  if (draft.beneficiaries.length === 0) return { ok: false, toast: toasts.giftNeedsBeneficiary };
  if (moneyGiftProblems(draft).includes('moneyGiftOneBeneficiary')) {
    return { ok: false, alert: { title: alerts.moneyOneBeneficiary.title, text: VALIDATION_MESSAGES.moneyGiftOneBeneficiary } };
  }
  return { ok: true, will: saveGift(will, { gift: draft, index }) };
};

/** `gifts.remove`: the gift at `{index}` taken off the list; refused when there is none. */
export const removeGiftOperation: StepOperation = (will, { params }) => {
  const index = indexOf(params);
  if (index === null || !will.gifts?.[index]) return { ok: false, toast: toasts.giftNotFound };
  return { ok: true, will: removeGift(will, index) };
};
