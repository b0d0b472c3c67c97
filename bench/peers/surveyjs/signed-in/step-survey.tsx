// A step drawn with SurveyJS (survey-core's model drawn by survey-react-ui): the step file's questions as the survey
// JSON bench/peers/signed-in/page-data.ts makes of them (its titles, help, choices, required and pattern messages), over the complete
// will's answers. About You and the marital status (./yourself, ./marital).
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import type { SurveyStepPage } from '../../signed-in/page-types';

export function drawStep() {
  const page = __PAGE__ as SurveyStepPage;
  const survey = new Model(page.survey);
  survey.data = page.data;
  createRoot(document.getElementById('root')!).render(
    <main>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <Survey model={survey} />
    </main>,
  );
}
