import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAndSaveWill, loadSaveBasis, loadWill, saveWill, type SaveBasis, type WillWriter } from '../../server/stores/will-store';
import { createTestApp, type TestApp } from './test-app';

/** The will store (server/stores/will-store.ts): what it reads back, what a save is checked against, and races. */
let t: TestApp;
const userId = 'store-user';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('will store', () => {
  it('reads back what a save stored', async () => {
    expect(await saveWill(t.sqlite, t.deps.willWriter, userId, { schemaVersion: 2, charityInterestAnswered: true }, 0)).toEqual({ status: 'saved', revision: 1 });
    expect(loadWill(t.sqlite, userId)).toEqual({ will: { schemaVersion: 2, charityInterestAnswered: true }, revision: 1 });
  });

  it('reads a document changed by another writer (another process, an operator)', () => {
    const changed = JSON.stringify({ schemaVersion: 2, charityInterestAnswered: false });
    t.sqlite.prepare('update will_revision set document = ? where user_id = ? and revision = 1').run(changed, userId);
    expect(loadWill(t.sqlite, userId)).toEqual({ will: JSON.parse(changed), revision: 1 });
  });

  it("checks a save against the stored revision and passed steps, keeping the steps beside the document", async () => {
    const will = { schemaVersion: 2 as const, passedSteps: [1, 3] };
    expect(await saveWill(t.sqlite, t.deps.willWriter, userId, will, 1)).toEqual({ status: 'saved', revision: 2 });
    expect(loadSaveBasis(t.sqlite, userId)).toEqual({ revision: 2, passedSteps: [1, 3] });
    expect(t.sqlite.prepare('select passed_steps from will where user_id = ?').get(userId)).toEqual({ passed_steps: '[1,3]' });
    let seen: SaveBasis | undefined;
    await checkAndSaveWill(t.sqlite, t.deps.willWriter, userId, (basis) => {
      seen = basis;
      return { ok: true, will: { schemaVersion: 2 }, revision: basis.revision };
    });
    expect(seen).toEqual({ revision: 2, passedSteps: [1, 3] });
    expect(loadSaveBasis(t.sqlite, userId)).toEqual({ revision: 3, passedSteps: [] });
  });

  it('reads the passed steps of an older document from the document itself, migrated', () => {
    const v1 = JSON.stringify({ passedSteps: ['2', '1', '2'] });
    t.sqlite.prepare("insert into will_revision (user_id, revision, schema_version, document, created_at) values (?, 7, 1, ?, 'then')").run(userId, v1);
    t.sqlite.prepare('update will set passed_steps = null, schema_version = 1, revision = 7 where user_id = ?').run(userId);
    expect(loadSaveBasis(t.sqlite, userId)).toEqual({ revision: 7, passedSteps: [1, 2] });
  });

  it('has nothing passed at revision 0 for a user with no will', () => {
    expect(loadSaveBasis(t.sqlite, 'nobody')).toEqual({ revision: 0, passedSteps: [] });
  });

  it('refuses, with the will as it now is, a save another save overtook between its read and its write', async () => {
    const before = loadWill(t.sqlite, userId);
    // Another tab's save lands while this one is on its way to the writer.
    const overtaken: WillWriter = async (write) => {
      await saveWill(t.sqlite, t.deps.willWriter, userId, { schemaVersion: 2, charityInterestAnswered: false }, before.revision);
      return t.deps.willWriter(write);
    };
    const result = await saveWill(t.sqlite, overtaken, userId, { schemaVersion: 2, charityInterestAnswered: true }, before.revision);
    expect(result).toEqual({ status: 'conflict', current: { will: { schemaVersion: 2, charityInterestAnswered: false }, revision: before.revision + 1 } });
    expect(loadWill(t.sqlite, userId).revision).toBe(before.revision + 1);
  });
});
