import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setPercent, splitShares, toggleEqual, type SplitForm } from './estate-split-form';

const uuid = fc.uuid();
const form = fc.uniqueArray(uuid, { minLength: 1, maxLength: 8 }).chain((uuids) =>
  fc.record({
    equal: fc.boolean(),
    amounts: fc.tuple(...uuids.map(() => fc.integer({ min: 0, max: 100 }))).map((ns) => Object.fromEntries(uuids.map((u, i) => [u, ns[i]!]))),
  }).map((value): SplitForm => ({ value, remembered: {} })),
);

describe('equal-split toggle (SPEC 4.3), property-based', () => {
  it('on then off restores the manual percentages exactly', () => {
    fc.assert(
      fc.property(form, (f) => {
        const manual = { ...f, value: { ...f.value, equal: false } };
        const back = toggleEqual(toggleEqual(manual, true), false);
        expect(back.value).toEqual(manual.value);
      }),
    );
  });

  it('off with nothing remembered gives 1% each', () => {
    fc.assert(
      fc.property(form, (f) => {
        const equal = { value: { ...f.value, equal: true }, remembered: {} };
        const manual = toggleEqual(equal, false);
        expect(manual.value.equal).toBe(false);
        expect(Object.values(manual.value.amounts).every((n) => n === 1)).toBe(true);
      }),
    );
  });

  it('setting the state it is in changes nothing', () => {
    fc.assert(
      fc.property(form, (f) => {
        expect(toggleEqual(f, f.value.equal)).toBe(f);
      }),
    );
  });
});

describe('typed percentages and the drawn shares (SPEC 5), property-based', () => {
  it('any typed value becomes a 0..100, whole unless it was typed as a decimal (which the whole-number rule refuses)', () => {
    fc.assert(
      fc.property(form, fc.oneof(fc.string(), fc.double(), fc.integer(), fc.stringMatching(/^[0-9]{0,3}[.,][0-9]{0,3}$/)), (f, typed) => {
        const [first] = Object.keys(f.value.amounts);
        const n = setPercent(f.value, first!, typed).amounts[first!]!;
        const decimal = typeof typed === 'string' && /[.,]/.test(typed);
        expect((Number.isInteger(n) || decimal) && n >= 0 && n <= 100).toBe(true);
      }),
    );
  });

  it('a decimal typed is kept as that decimal, with a comma read as a point', () => {
    const value = { equal: false, amounts: { a: 50 } };
    expect(setPercent(value, 'a', '33.5').amounts.a).toBe(33.5);
    expect(setPercent(value, 'a', '33,5').amounts.a).toBe(33.5);
    expect(setPercent(value, 'a', '33.').amounts.a).toBe(33);
    expect(setPercent(value, 'a', '.').amounts.a).toBe(0);
    expect(setPercent(value, 'a', '150.5').amounts.a).toBe(100);
  });

  it('draws equal shares as 100 over the count, and a percentage split as its own amounts', () => {
    fc.assert(
      fc.property(form, (f) => {
        const order = Object.keys(f.value.amounts);
        const shares = splitShares(f.value, order);
        if (f.value.equal && order.length > 0) expect(shares.reduce((s, x) => s + x.percent, 0)).toBeCloseTo(100);
        else expect(shares.map((s) => s.percent)).toEqual(order.map((uuid) => f.value.amounts[uuid]));
      }),
    );
  });
});
