import { createOnboardingAnswer } from '../api/onboarding-api';
import { clearAnswers, loadAnswers, loadMarkers } from './onboarding-storage';
import { isCharityNumber } from '../../engine/onboarding/onboarding-rules';

/**
 * Saves the answers kept in this browser to the signed-in account, with where the visitor came from and the
 * referring charity's number of a charity link, then forgets them locally. Nothing to save is not an error.
 */
export async function saveOnboardingAnswers(): Promise<void> {
  const answers = loadAnswers();
  if (Object.keys(answers).length === 0) return;
  const markers = loadMarkers();
  const willSource = markers.charityFlow ? 'charity' : markers.employerFlow ? 'employer' : 'direct';
  const charity = markers.charityFlow && isCharityNumber(markers.charityNumber) ? { partnerCharityNumber: markers.charityNumber } : {};
  const payload = { ...answers, willSource: answers.willSource ?? willSource, ...charity, onboarding_status: 'completed' };
  await createOnboardingAnswer(payload);
  clearAnswers();
}
