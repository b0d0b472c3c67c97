import { createOnboardingAnswer } from '../api/onboarding-api';
import { clearAnswers, loadAnswers, loadMarkers } from './onboarding-storage';

/**
 * Saves the answers kept in this browser to the signed-in account, then forgets them locally. Nothing to save is
 * not an error.
 */
export async function saveOnboardingAnswers(): Promise<void> {
  const answers = loadAnswers();
  if (Object.keys(answers).length === 0) return;
  const markers = loadMarkers();
  const willSource = markers.charityFlow ? 'charity' : markers.employerFlow ? 'employer' : 'direct';
  const payload = { ...answers, willSource: answers.willSource ?? willSource, onboarding_status: 'completed' };
  await createOnboardingAnswer(payload);
  clearAnswers();
}
