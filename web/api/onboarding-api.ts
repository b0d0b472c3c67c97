import { answerOf, client } from './client';
import type { OnboardingBody } from '../../server/routes/onboarding-answer';

const onboarding = client.api['onboarding-answer'];

/** POST /api/onboarding-answer: saves a visitor's answers to their new account. */
export const createOnboardingAnswer = (answers: OnboardingBody) => answerOf(onboarding.$post({ json: answers }));
export const fetchOnboardingAnswer = () => answerOf(onboarding.$get());
export const updateOnboardingAnswer = (answers: Partial<OnboardingBody>) => answerOf(onboarding.$patch({ json: answers }));
