import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.request(`/api/charities/search?query=${encodeURIComponent(query)}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/charities/search over the shipped sample', () => {
  it.each([
    ['cancer res', 'Cancer Research UK'],
    ['CANCER RESEARCH', 'Cancer Research UK'],
    ['rnli', 'The Royal National Lifeboat Institution'],
    ['royal national life', 'The Royal National Lifeboat Institution'],
    ['oxf', 'Oxfam'],
    ['macmillan-cancer', 'Macmillan Cancer Support'],
    ['british heart', 'British Heart Foundation'],
  ])('%s finds %s first', async (query, name) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ name });
  });

  it('answers id, name, regNumber and logo, ten at most', async () => {
    const { body } = await search('trust');
    expect(body.length).toBeGreaterThan(1);
    expect(body.length).toBeLessThanOrEqual(10);
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'logo', 'name', 'regNumber']);
    expect(body[0].id).toBe(body[0].regNumber);
  });

  it('finds a charity by its registered number', async () => {
    expect((await search('1089464')).body[0]).toMatchObject({ name: 'Cancer Research UK', regNumber: '1089464' });
  });

  it.each(['"oxfam"*', 'oxfam:^', '(oxfam) -'])('treats FTS syntax in %s as plain text', async (query) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ name: 'Oxfam' });
  });

  it.each([
    ['ab', 2],
    ['a'.repeat(51), 51],
    ['   ', 0],
  ])('refuses %j (%i characters) with 422 and a clear message', async (query) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body).toMatchObject({ type: 'validation', message: 'Enter between 3 and 50 characters to search for a charity.' });
  });
});
