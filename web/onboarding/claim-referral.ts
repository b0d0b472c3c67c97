import { ApiError } from '../api/client';
import { claimPartnerReferral } from '../api/partner-referral-api';
import { clearReferral, loadReferral } from './onboarding-storage';

/**
 * After signing up or in: records the partner invitation this browser arrived through against the account (for
 * the partner discount at checkout). The code is forgotten once the server has answered, whatever it said (an
 * unknown or used code will not become valid); a failed request keeps it for the next sign-in.
 */
export async function claimStoredReferral(): Promise<void> {
  const code = loadReferral();
  if (!code) return;
  try {
    await claimPartnerReferral(code);
  } catch (error) {
    // A network failure (no answer): keep the code and try again at the next sign-in.
    if (!(error instanceof ApiError) || error.status === 401) return;
  }
  clearReferral();
}
