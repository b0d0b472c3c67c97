// Peer of /will/checkout with SurveyJS: the order drawn with React (bench/peers/signed-in/checkout.tsx), the card form with SurveyJS.
import { drawCheckout } from '../../../signed-in/checkout';
import { CardSurvey } from '../card-survey';

drawCheckout((page) => <CardSurvey card={page.card} />);
