// Peer: the first onboarding questions with SurveyJS (survey-core's model drawn by survey-react-ui), one per page.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { questions } from '../questions';

const survey = new Model({
  pages: questions.map((question) => ({
    elements: [{ type: 'boolean', renderAs: 'radio', name: question.name, title: question.title, description: question.help, isRequired: true, requiredErrorText: question.required }],
  })),
});

function App() {
  return (
    <>
      <h1>{questions[0]!.title}</h1>
      <Survey model={survey} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
