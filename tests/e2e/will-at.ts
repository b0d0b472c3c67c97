import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { countedSteps } from '../../engine/steps/available-steps';
import { completeWill } from '../../engine/will/fixtures/will-fixtures';
import { STEPS, type StepId } from '../../engine/steps/steps';
import type { SavePayload, Will } from '../../engine/will/will';
import { signUpThroughApi } from './visitor';

/** The sections of the will each step writes (SPEC 4), so a will "at" a step has the earlier steps' sections only. */
const SECTIONS: Record<StepId, readonly (keyof Will)[]> = {
  yourself: ['userInfo'],
  family: ['maritalStatus', 'partner', 'relations', 'children', 'pets'],
  guardians: ['guardians'],
  financial: ['assets'],
  estate: ['estate', 'estate_split_type', 'charity', 'charityInterestAnswered'],
  executors: ['executors', 'executorCategory', 'executorStep'],
  funeral_wishes: ['funeralWishes'],
  gifts: ['gifts'],
  other_wishes: ['otherWishes'],
};

/**
 * Sections to lay over the fixture, by name: the names are the will's, the values are sent as the API gets them
 * (the server checks them), so a suite may write them as plain JSON.
 */
export type WillChanges = Partial<Record<keyof Will, unknown>>;

/** Changes for willAt: a single writer with no one else in the will (no partner, relations, children or pets). */
export const SINGLE_ALONE: WillChanges = { maritalStatus: { id: 1, comc: null }, partner: undefined, relations: {}, children: {}, pets: {}, guardians: {} };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The will of a writer about to start `step` (engine/will/fixtures' complete will: a married writer with a partner, a
 * friend, a child of about 10 and one of 25, a dog and a charity), as the first POST /api/will body: the sections of
 * the steps before `step`, with `changes` laid over them (a section named in `changes` replaces the fixture's), and
 * those earlier steps passed that the dashboard counts for the result (guardians only with a dependant). `'done'`
 * is the whole will with every counted step passed. Pass `passedSteps` in `changes` to say otherwise.
 */
export function willAt(step: StepId | 'done', changes: WillChanges = {}): SavePayload {
  const index = step === 'done' ? STEPS.length : STEPS.findIndex((s) => s.id === step);
  const earlier = STEPS.slice(0, index);
  const fixture = completeWill();
  const kept = Object.fromEntries(earlier.flatMap((s) => SECTIONS[s.id]).filter((key) => fixture[key] !== undefined).map((key) => [key, fixture[key]]));
  const will: Will = { schemaVersion: fixture.schemaVersion, ...kept, ...changes } as Will;
  const counted = countedSteps(will, today());
  const passedSteps = (changes.passedSteps as number[] | undefined) ?? earlier.map((s) => s.number).filter((n) => counted.includes(n));
  const { relations, children, schemaVersion: _version, ...sections } = { ...will, passedSteps };
  return { ...sections, people: { relations: relations ?? {}, children: children ?? {} }, revision: 0 } as SavePayload;
}

/** Saves `payload` as the page's signed-in user's will through the API (the page's own cookie jar). */
export async function saveWill(page: Page, baseUrl: string, payload: SavePayload): Promise<void> {
  const saved = await page.request.post(`${baseUrl}/api/will`, { headers: { Origin: baseUrl }, data: payload });
  expect(saved.ok(), `seed save failed: ${await saved.text()}`).toBe(true);
}

/**
 * A new account (unique email) signed in within the page's cookie jar, its will at `step` (willAt) saved through the
 * API: where a suite starts driving the screens. The page must be on the app's origin. Answers the email address.
 */
export async function signedInWillAt(page: Page, baseUrl: string, step: StepId | 'done', changes: WillChanges = {}): Promise<string> {
  const email = await signUpThroughApi(page, baseUrl);
  await saveWill(page, baseUrl, willAt(step, changes));
  return email;
}
