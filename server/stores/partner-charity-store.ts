import type { AppDatabase } from '../db/database';
import type { CharityIndex } from '../services/charities/charity-index';
import { isCharityNumber } from '../../engine/onboarding/onboarding-rules';
import type { PartnerCharity } from '../../engine/will/will';

/**
 * SPEC 3.2 partnerCharity of GET /api/will: the charity whose link the user came through (the registered number
 * their onboarding answers carry), as the charity index has it; a registered charity is giftable. Null when the user
 * came through no charity link or the index does not know the number. Only this user's answers are read.
 */
export async function loadPartnerCharity(db: AppDatabase, charities: CharityIndex, userId: string): Promise<PartnerCharity> {
  const row = await db.selectFrom('onboarding_answer').select('answers').where('user_id', '=', userId).executeTakeFirst();
  const number = row ? (JSON.parse(row.answers) as { partnerCharityNumber?: unknown }).partnerCharityNumber : undefined;
  if (!isCharityNumber(number)) return null;
  await charities.ready();
  const charity = await charities.find(number);
  return charity ? { id: charity.id, name: charity.name, registered_number: charity.regNumber, logo_url: charity.logo, is_giftable: true } : null;
}
