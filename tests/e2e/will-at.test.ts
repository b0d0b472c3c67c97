import { describe, expect, it } from 'vitest';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import { SINGLE_ALONE, willAt } from './will-at';

/** The starting wills the e2e suites save through the API before they drive the screens. */
describe('willAt', () => {
  it('keeps the sections of the steps before the one named, as the first save, with those steps passed', () => {
    const payload = willAt('estate');
    expect(payload.revision).toBe(0);
    expect(payload.userInfo).toEqual(completePayload().userInfo);
    expect(Object.keys(payload.people.children)).toHaveLength(2);
    expect(payload.assets).toEqual(completePayload().assets);
    expect(payload.estate).toBeUndefined();
    expect(payload.executors).toBeUndefined();
    // The fixture's child of about 10 and dog make the guardians step count.
    expect(payload.passedSteps).toEqual([1, 2, 3, 4]);
  });

  it('passes only the earlier steps that count for the will the changes make', () => {
    expect(willAt('estate', SINGLE_ALONE).passedSteps).toEqual([1, 2, 4]);
    expect(willAt('family').passedSteps).toEqual([1]);
    expect(willAt('yourself').passedSteps).toEqual([]);
    expect(willAt('family', { passedSteps: [] }).passedSteps).toEqual([]);
  });

  it('lays the changes over the fixture, a section at a time', () => {
    const payload = willAt('executors', { ...SINGLE_ALONE, relations: { a: { fullName: 'Sam Jones' } } });
    expect(payload.people).toEqual({ relations: { a: { fullName: 'Sam Jones' } }, children: {} });
    expect(payload.partner).toBeUndefined();
    expect(payload.estate).toEqual(completePayload().estate);
  });

  it("'done' is the whole complete will", () => {
    const { passedSteps, ...rest } = willAt('done');
    const { passedSteps: fixtureSteps, ...fixture } = completePayload();
    expect(rest).toEqual({ ...fixture, revision: 0 });
    expect(passedSteps).toEqual(expect.arrayContaining(fixtureSteps!));
  });
});
