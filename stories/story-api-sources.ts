import type { StepLoaded } from '../engine/steps/binding/step-document';
import { callPageLoaded } from '../engine/products/calls/call-slot-words';
import { apiSources } from '../web/wizard/api-sources';
import type { ApiSource } from '../web/wizard/api-source';
import type { ApiSourceName } from '../web/wizard/page-part-names';
import type { StepState } from './step-states';

/** 9am to 4:30pm, on the half hour, on London's winter clocks (GMT). */
const times = (day: string) => Array.from({ length: 16 }, (_, i) => `${day}T${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00.000Z`);

/** The call slots free in every story: five working days of December 2026, fixed so the pictures never change with the clock. */
export const STORY_SLOTS: readonly string[] = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].flatMap(times);

/** The call a Filled story has booked (and every story of its confirmation). */
export const STORY_BOOKING = { slot: '2026-12-08T10:30:00.000Z', phone: '01632 960 001', topic: 'A business I own and a flat in Spain' };

/** What each API source answers in a step's stories: no invitation sent yet; the free slots, and a call to come in Filled. */
const STORY_ANSWERS: Record<ApiSourceName, (state: StepState, stepId: string) => StepLoaded> = {
  'mirror.invitations': () => ({ invitations: [], acceptedFrom: null }),
  // The confirmation shows a call to come in every state (without one it is the booking page).
  'calls.booking': (state, stepId) => callPageLoaded(STORY_SLOTS, state === 'Filled' || stepId === 'schedule-call-booked' ? STORY_BOOKING : null),
};

/** Everything the stories' sources answer, for the widget stories (whose sources read it). */
export const STORY_LOADED: StepLoaded = Object.assign({}, ...Object.values(STORY_ANSWERS).map((answer) => answer('Empty', '')));

/**
 * The API sources of a step's story, standing in for the server: each answers as above, and only Filled starts its
 * form from them (Empty and Error draw the question unanswered, as for every step).
 */
export function storyApiSources(stepId: string, state: StepState): Partial<Record<ApiSourceName, ApiSource>> {
  return Object.fromEntries(
    (Object.keys(STORY_ANSWERS) as ApiSourceName[]).map((name) => [
      name,
      { load: async () => STORY_ANSWERS[name](state, stepId), ...(state === 'Filled' ? { answers: apiSources[name].answers } : {}) },
    ]),
  );
}
