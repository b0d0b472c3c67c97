// Peer of /will/yourself with SurveyJS (../step-survey.tsx).
import { drawStep } from '../step-survey';

drawStep();
