import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it("passes Stripe's test cards and fails a number with one digit changed", () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995']) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
