import { describe, it, expect } from 'vitest';
import { parseIsoDate } from './calendar-date';

describe('parseIsoDate', () => {
  it('reads real dates and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-1-1', '', 42, null]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });
});
