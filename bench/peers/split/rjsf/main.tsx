// Peer: the estate split step with RJSF alone (./split-form.tsx) over the keystroke bench's two beneficiaries at 50%.
import { createRoot } from 'react-dom/client';
import { startShares } from '../split-step';
import { SplitForm } from './split-form';

createRoot(document.getElementById('root')!).render(<SplitForm shares={startShares} />);
