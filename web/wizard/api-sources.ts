import { createContext, useContext } from 'react';
import type { SessionUser } from '../api/auth-api';
import { fetchCallBooking, fetchCallSlots } from '../api/calls-api';
import { fetchMirrorInvitations } from '../api/mirror-invitation-api';
import type { StepLoaded } from '../../engine/steps/binding/step-document';
import type { Will } from '../../engine/will/will';
import { callFormAnswers } from '../../engine/products/calls/call-page';
import { mirrorInviteAnswers } from '../../engine/products/mirror/sent-invitations';
import type { ApiSourceName } from './page-part-names';

/**
 * What a step reads from the API before it is drawn (its `source`): `load` asks the server (given who is signed in,
 * so one the server would refuse is asked nothing) and settles with the answers by key, which the engine reads as
 * `loaded` (engine/products/…); `answers` is what the form starts with, from them and the will.
 */
export type ApiSource = {
  load: (ctx: { user: SessionUser | null }) => Promise<StepLoaded>;
  answers?: (loaded: StepLoaded, will: Will) => Record<string, unknown>;
};

/** The API sources a step file may name in `source` (./page-part-names.ts lists them for the content check). */
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
      return { slots: free.slots, booking: mine.booking };
    },
    answers: callFormAnswers,
  },
};

/**
 * Sources standing in for the API's, by name (Storybook, which has no server, and its story states): a step whose
 * source is here reads it from them.
 */
export const ApiSourcesContext = createContext<Partial<Record<ApiSourceName, ApiSource>> | null>(null);

/** The source a step names (`source`), or one standing in for it; undefined for a step with none. */
export function useApiSource(name: string | undefined): ApiSource | undefined {
  const standIns = useContext(ApiSourcesContext);
  if (!name) return undefined;
  return standIns?.[name as ApiSourceName] ?? apiSources[name as ApiSourceName];
}
