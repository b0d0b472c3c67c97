import { api } from './client';
import type { OnboardingAnswers } from '../../engine/onboarding-rules';

type Answer = OnboardingAnswers & { onboarding_status: string };

/** POST /api/onboarding-answer: saves a visitor's answers to their new account. */
export const createOnboardingAnswer = (answers: Answer) => api<{ onboarding_answer: Answer }>('POST', '/api/onboarding-answer', answers);
export const fetchOnboardingAnswer = () => api<{ onboarding_answer: Answer | null }>('GET', '/api/onboarding-answer');
export const updateOnboardingAnswer = (answers: Partial<Answer>) => api<{ onboarding_answer: Answer }>('PATCH', '/api/onboarding-answer', answers);
