// The estate split with SurveyJS (survey-core's model, drawn by survey-react-ui): a number question per row updated as
// the user types, an expression question for the running total, and an expression validator giving the product's
// message, checked on every change. Drawn by ./main.tsx (the keystroke bench's two rows) and by
// bench/peers/signed-in/surveyjs/split (the complete will's).
import { Model } from 'survey-core';
import { split, type Share } from '../split-step';

export function splitSurvey(shares: readonly Share[]): Model {
  const sum = `sum(${shares.map((s) => `{${s.key}}`).join(', ')})`;
  return new Model({
    showQuestionNumbers: 'off',
    checkErrorsMode: 'onValueChanged',
    textUpdateMode: 'onTyping',
    completeText: split.next,
    elements: [
      {
        type: 'panel',
        name: 'split',
        title: split.legend,
        elements: [
          ...shares.map((s) => ({ type: 'text', inputType: 'number', name: s.key, title: s.name, min: 0, max: 100, step: 1, defaultValue: s.amount })),
          { type: 'expression', name: 'total', title: split.total, expression: sum, format: '{0}%', validators: [{ type: 'expression', expression: `${sum} = 100`, text: split.mustTotal100 }] },
        ],
      },
    ],
  });
}
