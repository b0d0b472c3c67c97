// Peer of /will/checkout with RJSF alone: the order drawn with React (bench/peers/signed-in/checkout.tsx), the card form with RJSF.
import { drawCheckout } from '../../../signed-in/checkout';
import { CardForm } from '../card-form';

drawCheckout((page) => <CardForm card={page.card} />);
