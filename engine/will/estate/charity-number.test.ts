import { describe, expect, it } from 'vitest';
import { isCharityNumber } from './charity-number';
import { describesGift } from '../gifts/gift-description';
import { installContentLanguage } from '../../i18n/localised-content';

describe('isCharityNumber', () => {
  it.each(['227523', '1089464', '1089464-1', 'SC012345', 'sc012345', 'NIC100002', ' 1089464 ', '', null])('accepts %s', (text) => {
    expect(isCharityNumber(text)).toBe(true);
  });
  it.each(['abc', '12345', '12345678', '1089464-', 'SC12345', 'NIC1234', '1089 464', 'XN12345', '227523 (old)'])('refuses %s', (text) => {
    expect(isCharityNumber(text)).toBe(false);
  });
});

describe('describesGift', () => {
  it.each(['All of my ', 'All of my', 'all of MY  ', 'My ', 'my', 'All of', 'A', ' '])('refuses the starter text or less: %j', (text) => {
    expect(describesGift(text)).toBe(false);
  });
  it.each(['All of my books', 'My gold watch', 'Car', 'My car', 'All my jewellery'])('accepts %j', (text) => {
    expect(describesGift(text)).toBe(true);
  });
  // Typed on a Welsh form (schemas/cy/catalogue/gift-types.json), judged alike whatever the reader's language.
  it.each(['Fy ', 'Fy holl ', 'fy  HOLL', 'Fy holl', 'Fy', 'f'])('refuses a Welsh starter text or less: %j', (text) => {
    expect(describesGift(text)).toBe(false);
    const uninstall = installContentLanguage({ language: () => 'cy' });
    try {
      expect(describesGift(text)).toBe(false);
      expect(describesGift('All of my ')).toBe(false);
    } finally {
      uninstall();
    }
  });
  it.each(['Fy nghar', 'Fy holl lyfrau', 'Fyfyriwr'])('accepts %j', (text) => {
    expect(describesGift(text)).toBe(true);
  });
});
