import { describe, expect, it } from 'vitest';
import { backupCodeOf, isTotpCode } from './code-format';

describe('codes as typed', () => {
  it('takes six digits from the app, nothing else', () => {
    expect(isTotpCode('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', '']) expect(isTotpCode(code), code).toBe(false);
  });

  it('reads a backup code with or without its dash and spaces, and refuses anything else', () => {
    expect(backupCodeOf('fQUMh-Kg8jM')).toBe('fQUMh-Kg8jM');
    expect(backupCodeOf(' fQUMh Kg8jM ')).toBe('fQUMh-Kg8jM');
    expect(backupCodeOf('fQUMhKg8jM')).toBe('fQUMh-Kg8jM');
    for (const code of ['fQUMh-Kg8j', 'fQUMh_Kg8jM', '']) expect(backupCodeOf(code), code).toBeNull();
  });
});
