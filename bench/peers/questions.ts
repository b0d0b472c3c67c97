// The first onboarding questions as the product asks them (schemas/steps/onboarding-relationship.json and
// onboarding-children.json), for the peers that draw the same screen with another approach.
import relationship from '../../schemas/steps/onboarding-relationship.json';
import children from '../../schemas/steps/onboarding-children.json';

export type Question = { name: string; title: string; help?: string; required: string };

const asQuestion = (step: typeof relationship | typeof children): Question => {
  const [name, field] = Object.entries(step.schema.properties)[0]!;
  const ui = (step.uiSchema as Record<string, { 'ui:help'?: string }>)[name];
  return { name, title: (field as { title: string }).title, help: ui?.['ui:help'], required: step.messages?.required ?? 'Please choose an answer' };
};

export const questions: Question[] = [asQuestion(relationship), asQuestion(children)];
