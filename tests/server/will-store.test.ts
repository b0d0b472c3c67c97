import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAndSaveWill, loadWill, saveWill, type WillWriter } from '../../server/stores/will-store';
import { createTestApp, type TestApp } from './test-app';

/** The will store's kept parsed wills (server/stores/will-store.ts) never answer with anything but what is stored. */
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

  it('reads a document changed by another writer (another process, an operator), not the one it kept', () => {
    const changed = JSON.stringify({ schemaVersion: 2, charityInterestAnswered: false });
    t.sqlite.prepare('update will set document = ?, revision = 2 where user_id = ?').run(changed, userId);
    expect(loadWill(t.sqlite, userId)).toEqual({ will: JSON.parse(changed), revision: 2 });
  });

  it('hands out wills no caller can change for another', async () => {
    const { will } = loadWill(t.sqlite, userId);
    expect(() => {
      (will as { charityInterestAnswered?: boolean }).charityInterestAnswered = true;
    }).toThrow(TypeError);
    const result = await checkAndSaveWill(t.sqlite, t.deps.willWriter, userId, (current) => {
      expect(Object.isFrozen(current.will)).toBe(true);
      return { ok: true, will: { ...current.will, partnerReferred: { name: 'Sam', email: 'sam@example.com' } }, revision: current.revision };
    });
    expect(result).toEqual({ status: 'saved', revision: 3 });
    expect(loadWill(t.sqlite, userId).will.partnerReferred).toEqual({ name: 'Sam', email: 'sam@example.com' });
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
