/**
 * Every error path of the will API (DESIGN.md "API contract", SPEC 5 and 8): each refusal answers in the contract's
 * shape and leaves the stored will, its revision and its history exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danglingReferences } from '../../engine/will/dangling-references';
import { ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, YOUNG_CHILD, completeWill } from '../../engine/will/fixtures/will-fixtures';
import { validateSave } from '../../engine/will/validation/validate-save';
import type { SavePayload } from '../../engine/will/will';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { paidUserWithWill, storedRows, userIdOf, userWithWill, validPayload } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getState(cookie: string) {
  const response = await t.request('/api/will', { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const post = (cookie: string, json: unknown) => t.request('/api/will', { method: 'POST', cookie, json });

/** Saves `payload` (at revision 1) for a user holding validPayload(); expects a 422 and an untouched will. */
async function expectValidationError(payload: SavePayload, field: string, message: string) {
  const { cookie, userId } = await userWithWill(t);
  const before = await storedRows(t, userId);
  const stateBefore = await getState(cookie);
  const response = await post(cookie, payload);
  expect(response.status).toBe(422);
  const body = await response.json();
  expect(body).toMatchObject({ type: 'validation', message: expect.any(String) });
  expect(body.fields[field]).toContain(message);
  expect(body.state).toEqual(stateBefore);
  expect(await storedRows(t, userId)).toEqual(before);
  return body;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/will'],
    ['POST', '/api/will'],
    ['POST', '/api/will/resubmit'],
  ])('%s %s answers 401 and changes nothing', async (method, path) => {
    const { userId } = await userWithWill(t);
    const before = await storedRows(t, userId);
    const response = await t.request(path, { method, json: method === 'POST' ? validPayload(1) : undefined });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'unauthenticated' });
    expect(await storedRows(t, userId)).toEqual(before);
  });

  it('refuses a forged or expired session cookie with 401', async () => {
    const response = await t.request('/api/will', { cookie: 'better-auth.session_token=forged.token' });
    expect(response.status).toBe(401);
  });
});

describe('unreadable bodies', () => {
  it.each([
    ['truncated JSON', '{"userInfo":'],
    ['an empty body', ''],
    ['plain text', 'revision=1'],
  ])('%s answers 400 and leaves the will unchanged', async (_name, body) => {
    const { cookie, userId } = await userWithWill(t);
    const before = await storedRows(t, userId);
    const response = await t.request('/api/will', { method: 'POST', cookie, body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'bad_request' });
    expect(await storedRows(t, userId)).toEqual(before);
  });

  it('a body over the limit answers 413 and leaves the will unchanged', async () => {
    const { cookie, userId } = await userWithWill(t);
    const before = await storedRows(t, userId);
    const payload = validPayload(1);
    const response = await post(cookie, { ...payload, otherWishes: { wish: 'x'.repeat(600_000), disinherit: null } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ type: 'too_large' });
    expect(await storedRows(t, userId)).toEqual(before);
  });

  it.each([['null', null], ['an array', [validPayload(1)]], ['a number', 1], ['a string', 'will']])(
    'JSON that is %s answers 422',
    async (_name, json) => {
      const { cookie, userId } = await userWithWill(t);
      const before = await storedRows(t, userId);
      const response = await post(cookie, json);
      expect(response.status).toBe(422);
      expect(await storedRows(t, userId)).toEqual(before);
    },
  );
});

describe('422 validation errors, each leaving the will unchanged', () => {
  it('userInfo: a missing phone number when About You is passed', async () => {
    const payload = validPayload(1);
    const { phoneNumber: _dropped, ...userInfo } = payload.userInfo!;
    await expectValidationError({ ...payload, userInfo }, 'will.userInfo.phoneNumber', 'This field is required');
  });

  it('userInfo: an unknown title and an unknown field', async () => {
    const payload = validPayload(1);
    const body = await expectValidationError(
      { ...payload, userInfo: { ...payload.userInfo!, title: 'Lord', nickname: 'Jay' } as never },
      'will.userInfo.title',
      'This answer is not valid',
    );
    expect(body.fields['will.userInfo.nickname']).toEqual(['This field is not allowed']);
  });

  it("people.relations.<uuid>.birthday: 'Date not valid'", async () => {
    const payload = validPayload(1);
    payload.people.relations[FRIEND] = { ...payload.people.relations[FRIEND]!, birthday: '1970-02-30' };
    await expectValidationError(payload, `people.relations.${FRIEND}.birthday`, 'Date not valid');
  });

  it("people.children.<uuid>.birthday in the future: 'Date not valid'", async () => {
    const payload = validPayload(1);
    payload.people.children[YOUNG_CHILD] = { ...payload.people.children[YOUNG_CHILD]!, birthday: '2027-01-01' };
    await expectValidationError(payload, `people.children.${YOUNG_CHILD}.birthday`, 'Date not valid');
  });

  it("a partner under 18: 'your partner must be over 18 years old'", async () => {
    const payload = validPayload(1);
    payload.people.relations[PARTNER] = { ...payload.people.relations[PARTNER]!, birthday: '2010-01-01' };
    await expectValidationError(payload, `people.relations.${PARTNER}.birthday`, 'your partner must be over 18 years old');
  });

  it("a guardian under 18: 'A guardian must be over 18 years old'", async () => {
    const payload = validPayload(1);
    payload.people.relations[FRIEND] = { ...payload.people.relations[FRIEND]!, birthday: '2012-03-04' };
    await expectValidationError(payload, `people.relations.${FRIEND}.birthday`, 'A guardian must be over 18 years old');
  });

  it("an estate that does not total 100 when the estate step is passed: 'Total must equal 100%. Please update percentages'", async () => {
    // Completeness is required of a step this save newly passes, so the stored will has not passed step 5 yet.
    const { cookie, userId } = await (async () => {
      const { cookie } = await t.signUp();
      const first = await post(cookie, { ...validPayload(0), passedSteps: [1, 2, 3, 4] });
      expect(first.status).toBe(200);
      return { cookie, userId: await userIdOf(t, cookie) };
    })();
    const before = await storedRows(t, userId);
    const payload = validPayload(1);
    payload.estate = payload.estate!.map((share, i) => (i === 0 ? { ...share, amount: 40 } : share));
    const response = await post(cookie, { ...payload, passedSteps: [1, 2, 3, 4, 5] });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fields['will.estate']).toContain('Total must equal 100%. Please update percentages');
    expect(body.state.revision).toBe(1);
    expect(body.state.will.passedSteps).toEqual([1, 2, 3, 4]);
    expect(await storedRows(t, userId)).toEqual(before);
  });

  it('a money gift to two beneficiaries', async () => {
    const payload = validPayload(1);
    payload.gifts = [{ type: 'money', itemDesc: '500', moreInfo: null, beneficiaries: [FRIEND, CHARITY] }];
    await expectValidationError(
      payload,
      'will.gifts.0.beneficiaries',
      'You can only have a gift of money to one beneficiary at a time. Please add separate gifts for each beneficiary.',
    );
  });

  it('a gift without its itemDesc', async () => {
    const payload = validPayload(1);
    const { itemDesc: _dropped, ...gift } = payload.gifts![1]!;
    payload.gifts = [payload.gifts![0]!, gift as never];
    await expectValidationError(payload, 'will.gifts.1.itemDesc', 'This field is required');
  });

  it('passedSteps naming a step whose prerequisites are not passed', async () => {
    const payload = validPayload(1);
    await expectValidationError({ ...payload, passedSteps: [1, 5] }, 'will.passedSteps', 'Please complete the earlier steps first');
  });

  it('a negative or missing revision', async () => {
    const { revision: _dropped, ...withoutRevision } = validPayload(1);
    await expectValidationError(withoutRevision as SavePayload, 'revision', 'This field is required');
    await expectValidationError({ ...validPayload(1), revision: -1 }, 'revision', 'This answer is not valid');
  });
});

describe('removing people', () => {
  it('a save that deletes a child removes every reference to it', async () => {
    const { cookie, userId } = await userWithWill(t);
    const payload = validPayload(1);
    delete payload.people.children[ADULT_CHILD];
    const response = await post(cookie, payload);
    expect(response.status).toBe(200);
    const state = await getState(cookie);
    const stored = { ...state.will, relations: state.people.relations, children: state.people.children };
    expect(danglingReferences(stored)).toEqual([]);
    const row = (await storedRows(t, userId)).will!;
    expect(row.document).not.toContain(ADULT_CHILD);
    expect(state.will.executors).toEqual([{ type: 'person', uuid: PARTNER }]);
    expect(state.will.estate.map((s: { beneficiary: { uuid: string } }) => s.beneficiary.uuid)).toEqual([PARTNER, CHARITY]);
    expect(state.will.gifts).toEqual([{ type: 'money', itemDesc: '500', moreInfo: 'For a holiday', beneficiaries: [FRIEND] }, expect.objectContaining({ beneficiaries: [CHARITY] })]);
  });

  it('a save that deletes a relation, the young child and the dog leaves no dangling uuid anywhere', async () => {
    const { cookie, userId } = await userWithWill(t);
    const payload = validPayload(1);
    delete payload.people.relations[FRIEND];
    delete payload.people.children[YOUNG_CHILD];
    payload.pets = {};
    expect((await post(cookie, payload)).status).toBe(200);
    const row = (await storedRows(t, userId)).will!;
    for (const gone of [FRIEND, YOUNG_CHILD, DOG]) expect(row.document).not.toContain(gone);
    expect(danglingReferences(JSON.parse(row.document))).toEqual([]);
  });

  it('what a save stores is exactly the engine-normalised will', async () => {
    const { cookie, userId } = await userWithWill(t);
    const payload = validPayload(1);
    delete payload.people.children[ADULT_CHILD];
    expect((await post(cookie, payload)).status).toBe(200);
    // Checked as the server checks it: against the will stored before this save.
    const checked = validateSave(payload, '2026-11-22', completeWill());
    expect(checked.ok).toBe(true);
    const row = (await storedRows(t, userId)).will!;
    expect(JSON.parse(row.document)).toEqual(checked.ok ? checked.will : null);
    expect(row.updated_at).toBe(fixedClock.now().toISOString());
  });
});

describe('another user', () => {
  it("never sees or changes this user's will, even naming its revision", async () => {
    const alice = await userWithWill(t);
    const bob = await t.signUp();
    const aliceBefore = await storedRows(t, alice.userId);

    const bobState = await getState(bob.cookie);
    expect(bobState.revision).toBe(0);
    expect(JSON.stringify(bobState)).not.toContain(PARTNER);

    // Bob sends Alice's revision: his own will is at 0, so he gets 409 with his own (empty) state, never Alice's.
    const stale = await post(bob.cookie, validPayload(1));
    expect(stale.status).toBe(409);
    const conflict = await stale.json();
    expect(conflict.state.revision).toBe(0);
    expect(JSON.stringify(conflict)).not.toContain('Jane Smith');

    const invalid = await post(bob.cookie, { ...validPayload(0), passedSteps: [5] });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(await invalid.json())).not.toContain('Jane Smith');

    expect((await post(bob.cookie, { ...validPayload(0), userInfo: { ...validPayload(0).userInfo!, fullName: 'Bob Brown' } })).status).toBe(200);
    expect(await storedRows(t, alice.userId)).toEqual(aliceBefore);
    expect((await getState(alice.cookie)).will.userInfo.fullName).toBe('Jane Smith');
  });

  it("resubmitting never touches this user's submission, and this user's subscription never pays for it", async () => {
    const alice = await paidUserWithWill(t);
    const bob = await paidUserWithWill(t);
    const later = new Date(fixedClock.now().getTime() + 30 * 86_400_000).toISOString();
    await t.db.insertInto('subscription').values({ user_id: alice.userId, is_active: 1, current_period_end: later }).execute();
    await t.db
      .insertInto('submission')
      .values({ user_id: alice.userId, state: 'DELIVERED', submitted_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z', print_url: null })
      .execute();

    const bobTry = await t.request('/api/will/resubmit', { method: 'POST', cookie: bob.cookie });
    expect(bobTry.status).toBe(402);
    expect((await getState(bob.cookie)).submission).toBeNull();
    expect((await getState(alice.cookie)).submission.state).toBe('DELIVERED');

    await t.db.insertInto('subscription').values({ user_id: bob.userId, is_active: 1, current_period_end: later }).execute();
    expect((await t.request('/api/will/resubmit', { method: 'POST', cookie: bob.cookie })).status).toBe(200);
    expect((await getState(bob.cookie)).submission.state).toBe('NEW');
    expect((await getState(alice.cookie)).submission).toEqual({
      state: 'DELIVERED',
      submitted_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
      print_url: null,
      due_date: null,
    });
    expect((await getState(alice.cookie)).subscription).toEqual({ is_active: true, cancel_at_period_end: false, current_period_end: later });
  });
});

describe('two tabs', () => {
  it('the second save from the same revision gets 409 with the current state, and the first save stands', async () => {
    const { cookie, userId } = await userWithWill(t);
    const tabA = await getState(cookie);
    const tabB = await getState(cookie);
    const fromTab = (state: typeof tabA, fullName: string) => ({
      ...state.will,
      userInfo: { ...state.will.userInfo, fullName },
      people: state.people,
      revision: state.revision,
    });

    const first = await post(cookie, fromTab(tabA, 'Tab A Name'));
    expect(await first.json()).toEqual({ status: 'UPDATED', revision: 2 });
    const afterFirst = await storedRows(t, userId);

    const second = await post(cookie, fromTab(tabB, 'Tab B Name'));
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body).toMatchObject({ type: 'conflict', message: expect.any(String) });
    expect(body.state).toEqual(await getState(cookie));
    expect(body.state.revision).toBe(2);
    expect(body.state.will.userInfo.fullName).toBe('Tab A Name');
    expect(body.state).toMatchObject({ submission: null, subscription: null, paid: false });
    expect(await storedRows(t, userId)).toEqual(afterFirst);
  });

  it('two saves sent at the same moment from the same revision: exactly one is stored', async () => {
    const { cookie, userId } = await userWithWill(t);
    const payload = (fullName: string) => ({ ...validPayload(1), userInfo: { ...validPayload(1).userInfo!, fullName } });
    const answers = await Promise.all([post(cookie, payload('Left Tab')), post(cookie, payload('Right Tab'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await storedRows(t, userId);
    expect(rows.will!.revision).toBe(2);
    expect(rows.history.map((h) => h.revision)).toEqual([1, 2]);
    const winner = answers[0]!.status === 200 ? 'Left Tab' : 'Right Tab';
    expect(JSON.parse(rows.will!.document).userInfo.fullName).toBe(winner);
  });
});
