// Peer of /will/family/marital with SurveyJS (../step-survey.tsx).
import { drawStep } from '../step-survey';

drawStep();
