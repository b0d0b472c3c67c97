import { describe, it, expect } from 'vitest';
import v1 from './fixtures/will-v1.json';
import { completeWill } from '../fixtures/will-fixtures';
import { migrateWill } from './migrate-will';

describe('migrateWill', () => {
  it('upgrades the v1 fixture: numeric sorted passedSteps, equally, numeric 1/n amounts', () => {
    const will = migrateWill(structuredClone(v1));
    expect(will.schemaVersion).toBe(2);
    expect(will.passedSteps).toEqual([1, 2, 4, 5]);
    expect(will.estate_split_type).toBe('equally');
    expect(will.estate?.map((s) => s.amount)).toEqual([0.5, 0.5]);
    expect(will.userInfo?.fullName).toBe('Arthur Dent');
  });

  it('does not change the stored document', () => {
    const stored = structuredClone(v1);
    migrateWill(stored);
    expect(stored).toEqual(v1);
  });

  it("maps v1 'manual' to 'manually' and keeps numeric amounts", () => {
    const will = migrateWill({ ...structuredClone(v1), estate_split_type: 'manual', estate: [{ ...v1.estate[0], amount: 100 }] });
    expect(will.estate_split_type).toBe('manually');
    expect(will.estate?.[0]?.amount).toBe(100);
  });

  it('leaves a current will unchanged', () => {
    expect(migrateWill(completeWill())).toEqual(completeWill());
  });

  it('refuses newer versions, non-objects and documents that stay invalid', () => {
    expect(() => migrateWill({ schemaVersion: 3 })).toThrow(/newer/);
    expect(() => migrateWill(null)).toThrow();
    expect(() => migrateWill([])).toThrow();
    expect(() => migrateWill({ ...structuredClone(v1), passedSteps: ['one'] })).toThrow(/invalid at \/passedSteps/);
  });
});
