/** Shared data and probes for the will API tests: a valid save, the signed-in user's id, and the stored rows. */
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import type { SavePayload } from '../../engine/will/will';
import type { TestApp } from './test-app';

/** engine/will/fixtures' complete will as a POST /api/will body at `revision` (valid on the test clock's day). */
export function validPayload(revision = 0): SavePayload {
  return { ...completePayload(), revision };
}

/** The (serial, server-side) user id behind a session cookie: the browser never sees it (ADR 0004). */
export async function userIdOf(t: TestApp, cookie: string): Promise<string> {
  const session = await t.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) throw new Error('userIdOf: the cookie names no session');
  return String(session.user.id);
}

/**
 * Everything a save could change for one user, byte for byte: the will row as stored, with the document of its
 * revision from the history (where it is kept), and the whole revision history.
 */
export async function storedRows(t: TestApp, userId: string) {
  const will = await t.db
    .selectFrom('will')
    .innerJoin('will_revision', (join) => join.onRef('will_revision.user_id', '=', 'will.user_id').onRef('will_revision.revision', '=', 'will.revision'))
    .selectAll('will')
    .select('will_revision.document')
    .where('will.user_id', '=', userId)
    .executeTakeFirst();
  const history = await t.db.selectFrom('will_revision').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return { will: will ?? null, history };
}

/**
 * Saves validPayload() (the complete will, which may be submitted) as the signed-in user's first save (revision 1):
 * checkout and resubmission refuse anything less, so every test that pays or resubmits stores it first.
 */
export async function storeCompleteWill(t: TestApp, cookie: string): Promise<void> {
  const saved = await t.request('/api/will', { method: 'POST', cookie, json: validPayload(0) });
  if (saved.status !== 200) throw new Error(`seed save failed: ${saved.status} ${await saved.text()}`);
}

/** Signs up a user and saves validPayload() for them (revision 1). */
export async function userWithWill(t: TestApp) {
  const { cookie } = await t.signUp();
  await storeCompleteWill(t, cookie);
  return { cookie, userId: await userIdOf(t, cookie) };
}

/** userWithWill(), whose will was paid for and submitted once, as checkout records it: the user may resubmit. */
export async function paidUserWithWill(t: TestApp) {
  const user = await userWithWill(t);
  await t.db.insertInto('will_payment').values({ user_id: user.userId, paid_at: '2026-10-01T09:00:00.000Z', order_id: `order-${user.userId}` }).execute();
  return user;
}
