// Peer of /will/estate/split with SurveyJS: the keystroke bench's split survey (../../../split/surveyjs/split-survey.ts)
// over the complete will's beneficiaries.
import { createRoot } from 'react-dom/client';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { split } from '../../../split/split-step';
import { splitSurvey } from '../../../split/surveyjs/split-survey';
import type { SplitPage } from '../../../signed-in/page-types';

const survey = splitSurvey((__PAGE__ as SplitPage).shares);

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>{split.title}</h1>
    <p>{split.intro}</p>
    <Survey model={survey} />
  </main>,
);
