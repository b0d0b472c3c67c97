// The kinds drawn with RJSF, in one chunk with the form library, our widgets and the precompiled validators:
// loaded through ./lazy-form-kinds, so info and collection steps (and the onboarding welcome) never download it.
export { FormStep } from './form-step';
export { RepeatStep } from './repeat-step';
