// Peer: the estate split step with SurveyJS (survey-core's model drawn by survey-react-ui): a number question per
// beneficiary updated as the user types, an expression question for the running total, and an expression validator
// giving the product's message, checked on every change.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { beneficiaries, split, START } from '../split-step';

const sum = `sum(${beneficiaries.map((b) => `{${b.key}}`).join(', ')})`;
const survey = new Model({
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
        ...beneficiaries.map((b) => ({ type: 'text', inputType: 'number', name: b.key, title: b.name, min: 0, max: 100, step: 1, defaultValue: START })),
        { type: 'expression', name: 'total', title: split.total, expression: sum, format: '{0}%', validators: [{ type: 'expression', expression: `${sum} = 100`, text: split.mustTotal100 }] },
      ],
    },
  ],
});

function App() {
  return (
    <>
      <h1>{split.title}</h1>
      <p>{split.intro}</p>
      <Survey model={survey} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
