/**
 * review_audit is insert-only in the database itself (migration 0016), with the one change erasing an account needs:
 * the legal team's message to the user cleared to NULL, every other column left as it was.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineOf } from '../../server/db/database';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let id: number;
beforeEach(async () => {
  const row = await t.db
    .insertInto('review_audit')
    .values({ user_id: '7', reviewer_id: '1', reviewer_email: 'reviewer@example.com', action: 'needs_attention', step: 'about-you', message: 'Dear Ada Lovelace, please check your address.', revision: 3, created_at: '2026-11-22T10:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  id = row.id;
});

const refused = /review_audit is insert-only/;
const rowNow = () => t.db.selectFrom('review_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the review audit', () => {
  it('lets the message be cleared, and nothing else about the row change', async () => {
    const before = await rowNow();
    await t.db.updateTable('review_audit').set({ message: null }).where('id', '=', id).execute();
    expect(await rowNow()).toEqual({ ...before, message: null });
  });

  it('refuses a new message, or any other column changed, even alongside clearing the message', async () => {
    await expect(t.db.updateTable('review_audit').set({ message: 'edited' }).where('id', '=', id).execute()).rejects.toThrow(refused);
    await expect(t.db.updateTable('review_audit').set({ message: null, action: 'delivered' }).where('id', '=', id).execute()).rejects.toThrow(refused);
    for (const change of [{ user_id: '8' }, { reviewer_id: '2' }, { reviewer_email: 'other@example.com' }, { step: null }, { revision: 4 }, { created_at: '2020-01-01T00:00:00.000Z' }]) {
      await expect(t.db.updateTable('review_audit').set(change).where('id', '=', id).execute(), JSON.stringify(change)).rejects.toThrow(refused);
    }
    await expect(sql`update review_audit set id = id + 1000 where id = ${id}`.execute(t.db)).rejects.toThrow(refused);
    expect((await rowNow()).message).toBe('Dear Ada Lovelace, please check your address.');
  });

  it('refuses to delete rows, or to empty the table', async () => {
    await expect(t.db.deleteFrom('review_audit').where('id', '=', id).execute()).rejects.toThrow(refused);
    if (engineOf(t.db) === 'postgres') await expect(sql`truncate review_audit`.execute(t.db)).rejects.toThrow(refused);
    expect(await rowNow()).toMatchObject({ id });
  });
});
