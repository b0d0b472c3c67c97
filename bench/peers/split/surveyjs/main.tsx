// Peer: the estate split step with SurveyJS (./split-survey.ts) over the keystroke bench's two beneficiaries at 50%.
import { createRoot } from 'react-dom/client';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { split, startShares } from '../split-step';
import { splitSurvey } from './split-survey';

const survey = splitSurvey(startShares);

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
