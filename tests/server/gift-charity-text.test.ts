import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADULT_CHILD, CHARITY, FRIEND } from '../../engine/will/fixtures/will-fixtures';
import type { SavePayload } from '../../engine/will/will';
import { createTestApp, type TestApp } from './test-app';
import { userWithWill, validPayload } from './will-test-data';

/** Gift descriptions say what is given; charity numbers are ones the registers issue. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await userWithWill(t));
});
afterAll(() => t.close());

const GIFT = "Say what the gift is, for example 'My gold watch' or 'All of my books'.";
const NUMBER =
  'Enter the number as the charity register shows it: 6 or 7 digits (with -1 for a linked charity), or SC and 6 digits in Scotland, or NIC and 6 digits in Northern Ireland. Leave it blank if you do not know it.';

async function fieldsOf(change: (p: SavePayload) => void) {
  const current = (await (await t.request('/api/will', { cookie })).json()) as { revision: number };
  const payload = validPayload(current.revision);
  change(payload);
  const res = await t.request('/api/will', { method: 'POST', cookie, json: payload });
  return res.status === 200 ? {} : ((await res.json()) as { fields: Record<string, string[]> }).fields;
}

it('refuses a collection left at "All of my " and a one-off at "My " with a message asking what the gift is', async () => {
  expect(
    await fieldsOf((p) => {
      p.gifts = [
        { type: 'collection', itemDesc: 'All of my ', moreInfo: null, beneficiaries: [ADULT_CHILD] },
        { type: 'oneoff', itemDesc: 'My ', moreInfo: null, beneficiaries: [FRIEND] },
        { type: 'vehicle', itemDesc: 'my', moreInfo: null, beneficiaries: [FRIEND] },
      ];
    }),
  ).toEqual({ 'will.gifts.0.itemDesc': [GIFT], 'will.gifts.1.itemDesc': [GIFT], 'will.gifts.2.itemDesc': [GIFT] });
});

it('refuses a charity number "abc", and accepts the forms of the three UK registers', async () => {
  expect(await fieldsOf((p) => { p.charity![CHARITY]!.regNumber = 'abc'; })).toEqual({ [`will.charity.${CHARITY}.regNumber`]: [NUMBER] });
  for (const regNumber of ['1089464-1', 'SC012345', 'NIC100002', '', null]) {
    expect(await fieldsOf((p) => { p.charity![CHARITY]!.regNumber = regNumber; })).toEqual({});
  }
});
