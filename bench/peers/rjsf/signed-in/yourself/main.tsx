// Peer of /will/yourself with RJSF alone (../step-form.tsx).
import { drawStep } from '../step-form';

drawStep();
