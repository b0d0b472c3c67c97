// Peer of /will/family/marital with RJSF alone (../step-form.tsx).
import { drawStep } from '../step-form';

drawStep();
