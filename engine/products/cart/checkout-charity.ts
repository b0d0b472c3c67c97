import type { PartnerCharity, Will } from '../../will/will';

/** The charity the checkout's charity-contact page asks consent for (GET /api/checkout/status `charity`). */
export type CheckoutCharity = { name: string; regNumber: string } | null;

/**
 * The partner charity the user came through, when their will leaves it something: an estate share or a gift to a
 * charity of the will with the partner's registered number (or register id). Null otherwise, or when the user came
 * through no charity.
 */
export function checkoutCharity(will: Will, partner: PartnerCharity): CheckoutCharity {
  const number = partner?.registered_number;
  if (!partner?.name || !number) return null;
  const partnerId = partner.id === undefined ? null : String(partner.id);
  const uuids = new Set(
    Object.entries(will.charity ?? {})
      .filter(([, charity]) => charity.regNumber === number || (partnerId !== null && charity.id != null && String(charity.id) === partnerId))
      .map(([uuid]) => uuid),
  );
  if (uuids.size === 0) return null;
  const inEstate = (will.estate ?? []).some((share) => share.beneficiary.type === 'charity' && uuids.has(share.beneficiary.uuid));
  const inGifts = (will.gifts ?? []).some((gift) => gift.beneficiaries.some((uuid) => uuids.has(uuid)));
  return inEstate || inGifts ? { name: partner.name, regNumber: number } : null;
}
