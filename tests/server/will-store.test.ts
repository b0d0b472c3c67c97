import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { checkAndSaveWill, loadSaveBasis, loadWill, saveWill, writeWill, type SaveBasis } from '../../server/stores/will-store';
import { createTestApp, fixedClock, type TestApp } from './test-app';

/** The will store (server/stores/will-store.ts): what it reads back, what a save is checked against, and races. */
let t: TestApp;
const userId = 'store-user';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('will store', () => {
  it('reads back what a save stored', async () => {
    expect(await saveWill(t.db, fixedClock, userId, { schemaVersion: 2, charityInterestAnswered: true }, 0)).toEqual({ status: 'saved', revision: 1 });
    expect(await loadWill(t.db, userId)).toEqual({ will: { schemaVersion: 2, charityInterestAnswered: true }, revision: 1 });
  });

  it('reads a document changed by another writer (another process, an operator)', async () => {
    const changed = JSON.stringify({ schemaVersion: 2, charityInterestAnswered: false });
    await t.db.updateTable('will_revision').set({ document: changed }).where('user_id', '=', userId).where('revision', '=', 1).execute();
    expect(await loadWill(t.db, userId)).toEqual({ will: JSON.parse(changed), revision: 1 });
  });

  it('checks a save against the stored revision and passed steps, keeping the steps beside the document', async () => {
    const will = { schemaVersion: 2 as const, passedSteps: [1, 3] };
    expect(await saveWill(t.db, fixedClock, userId, will, 1)).toEqual({ status: 'saved', revision: 2 });
    expect(await loadSaveBasis(t.db, userId)).toEqual({ revision: 2, passedSteps: [1, 3], will });
    expect(await t.db.selectFrom('will').select('passed_steps').where('user_id', '=', userId).executeTakeFirst()).toEqual({ passed_steps: '[1,3]' });
    let seen: SaveBasis | undefined;
    await checkAndSaveWill(t.db, fixedClock, userId, (basis) => {
      seen = basis;
      return { ok: true, will: { schemaVersion: 2 }, revision: basis.revision };
    });
    expect(seen).toEqual({ revision: 2, passedSteps: [1, 3], will });
    expect(await loadSaveBasis(t.db, userId)).toMatchObject({ revision: 3, passedSteps: [] });
  });

  it('reads the passed steps of an older document from the document itself, migrated', async () => {
    const v1 = JSON.stringify({ passedSteps: ['2', '1', '2'] });
    await t.db.insertInto('will_revision').values({ user_id: userId, revision: 7, schema_version: 1, document: v1, created_at: 'then' }).execute();
    await t.db.updateTable('will').set({ passed_steps: null, schema_version: 1, revision: 7 }).where('user_id', '=', userId).execute();
    expect(await loadSaveBasis(t.db, userId)).toMatchObject({ revision: 7, passedSteps: [1, 2] });
  });

  it('has nothing passed at revision 0 for a user with no will', async () => {
    expect(await loadSaveBasis(t.db, 'nobody')).toMatchObject({ revision: 0, passedSteps: [] });
  });

  it('writes nothing when the revision moved on between a read and the write', async () => {
    const before = await loadWill(t.db, userId);
    const rows = async () => (await sql<{ n: number }>`select count(*) as n from will_revision`.execute(t.db)).rows[0]!.n;
    const historyBefore = Number(await rows());
    // Another tab's save lands after this one read the will.
    await saveWill(t.db, fixedClock, userId, { schemaVersion: 2, charityInterestAnswered: false }, before.revision);
    expect(await writeWill(t.db, fixedClock, { userId, expectedRevision: before.revision, will: { schemaVersion: 2 } })).toEqual({ status: 'conflict' });
    expect(await writeWill(t.db, fixedClock, { userId: 'new-user', expectedRevision: 0, will: { schemaVersion: 2 } })).toEqual({ status: 'saved', revision: 1 });
    expect(await writeWill(t.db, fixedClock, { userId: 'new-user', expectedRevision: 0, will: { schemaVersion: 2 } })).toEqual({ status: 'conflict' });
    expect(Number(await rows())).toBe(historyBefore + 2);
    expect(await loadWill(t.db, userId)).toEqual({ will: { schemaVersion: 2, charityInterestAnswered: false }, revision: before.revision + 1 });
  });

  it('saves exactly one of many saves made at once from the same revision, answering the others with the will as saved', async () => {
    const before = await loadWill(t.db, userId);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => saveWill(t.db, fixedClock, userId, { schemaVersion: 2, passedSteps: [i + 1] }, before.revision)),
    );
    const saved = results.filter((r) => r.status === 'saved');
    expect(saved).toEqual([{ status: 'saved', revision: before.revision + 1 }]);
    const winner = (await loadWill(t.db, userId)).will;
    for (const result of results) if (result.status === 'conflict') expect(result.current).toEqual({ will: winner, revision: before.revision + 1 });
  });
});
