import { fetchCallBooking, fetchCallSlots } from '../api/calls-api';
import { fetchMirrorInvitations } from '../api/mirror-invitation-api';
import { callFormAnswers } from '../../engine/products/calls/call-page';
import { callPageLoaded } from '../../engine/products/calls/call-slot-words';
import { mirrorInviteAnswers } from '../../engine/products/mirror/mirror-invite-answers';
import type { ApiSourceName } from './page-part-names';
import type { ApiSource } from './api-source';

/**
 * The API sources a step file may name in `source` (./page-part-names.ts lists them for the content check): a chunk
 * of its own, loaded with a step that names one (./api-source.ts).
 */
export const apiSources: Record<ApiSourceName, ApiSource> = {
  /** The mirror invitations the user sent (GET /api/mirror-invitation); none for an unconfirmed address, or when the read fails. */
  'mirror.invitations': {
    load: async ({ user }) => {
      if (user?.emailVerified !== true) return { invitations: [] };
      try {
        return await fetchMirrorInvitations();
      } catch (error) {
        console.warn('The mirror invitations could not be loaded:', error);
        return { invitations: [] };
      }
    },
    answers: mirrorInviteAnswers,
  },
  /** The call slots free now (GET /api/calls/slots) and the user's call to come (GET /api/calls). */
  'calls.booking': {
    load: async () => {
      const [free, mine] = await Promise.all([fetchCallSlots(), fetchCallBooking()]);
      return callPageLoaded(free.slots, mine.booking);
    },
    answers: callFormAnswers,
  },
};
