// Peer of /will/estate/split with RJSF alone: the keystroke bench's split form (../../../split/rjsf/split-form.tsx) over
// the complete will's beneficiaries.
import { createRoot } from 'react-dom/client';
import { SplitForm } from '../../../split/rjsf/split-form';
import type { SplitPage } from '../../../signed-in/page-types';

createRoot(document.getElementById('root')!).render(<SplitForm shares={(__PAGE__ as SplitPage).shares} />);
