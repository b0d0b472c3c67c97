// Checkout's card form with SurveyJS: the product's three card fields as text questions, each required with the
// product's message, completed by the pay button (a placeholder: nothing is paid).
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import type { CheckoutPage } from '../../signed-in/page-types';

export function CardSurvey({ card }: { card: CheckoutPage['card'] }) {
  const survey = new Model({
    showQuestionNumbers: 'off',
    completeText: card.pay,
    elements: card.fields.map((field) => ({ type: 'text', name: field.name, title: field.title, description: field.hint, isRequired: true, requiredErrorText: field.message })),
  });
  return <Survey model={survey} />;
}
