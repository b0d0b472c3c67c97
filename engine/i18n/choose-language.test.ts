import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

describe('chooseLanguage', () => {
  it('takes the address first, then the account, then the cookie, else English', () => {
    expect(chooseLanguage({ query: 'cy', account: 'en', cookie: 'en' })).toBe('cy');
    expect(chooseLanguage({ account: 'cy', cookie: 'en' })).toBe('cy');
    expect(chooseLanguage({ cookie: 'cy' })).toBe('cy');
    expect(chooseLanguage({})).toBe('en');
  });

  it('passes over a value that names no language offered', () => {
    expect(chooseLanguage({ query: 'fr', cookie: 'cy' })).toBe('cy');
    expect(chooseLanguage({ query: 'CY', account: ['cy'] })).toBe('en');
  });
});
