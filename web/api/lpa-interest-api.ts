import { api } from './client';
import type { LpaInterest } from '../../engine/lpa-interest';

/** GET /api/lpa-interest: the user's LPA register-interest answers (404 while the page is switched off). */
export const fetchLpaInterest = () => api<{ lpa_interest: LpaInterest | null }>('GET', '/api/lpa-interest');

/** POST /api/lpa-interest: records the answers and emails the user a confirmation. */
export const registerLpaInterest = (answers: { kinds: unknown; phone?: unknown; bestTime?: unknown }) =>
  api<{ lpa_interest: LpaInterest }>('POST', '/api/lpa-interest', answers);
