import { describe, expect, it } from 'vitest';
import { epochDay, instantMs, instantText } from './instant';

describe('instants', () => {
  it('reads and writes ISO 8601 UTC instants as the API writes them', () => {
    expect(epochDay(1970, 1, 1)).toBe(0);
    expect(epochDay(2000, 3, 1)).toBe(11_017);
    expect(instantMs('1970-01-02T00:00:01.500Z')).toBe(86_401_500);
    expect(instantText(86_401_500)).toBe('1970-01-02T00:00:01.500Z');
    for (const text of ['2026-11-23T09:00:00.000Z', '2024-02-29T23:59:59.999Z', '2027-01-01T00:00:00.000Z']) {
      expect(instantText(instantMs(text)!)).toBe(text);
    }
    expect(instantMs('2026-11-23T09:00:00Z')).toBe(instantMs('2026-11-23T09:00:00.000Z'));
  });

  it('reads nothing else', () => {
    for (const text of ['tomorrow', '2026-11-23', '2026-11-23T09:00:00+01:00', '2026-13-01T00:00:00.000Z', '2026-11-23T24:00:00.000Z']) {
      expect(instantMs(text)).toBeNull();
    }
  });
});
