import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../engine/i18n/translation-layer';
import { englishLeft, translatedEnglish } from '../e2e/english-left';

// A content folder of its own with fixture layers: the checker the Welsh journey runs over the real layers.
const root = mkdtempSync(join(tmpdir(), 'english-left-'));
const write = (file: string, json: unknown) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), JSON.stringify(json));
};
write('schemas/steps/.keep.json', {});
write('schemas/catalogue/.keep.json', []);
write('schemas/will.schema.json', {});
write('schemas/onboarding.schema.json', {});
write('schemas/copy/pages.json', { save: 'Save and continue', brand: 'Will Writer', greeting: 'Hello {name}, your will is ready to check', untranslated: 'Not in Welsh yet' });
write('schemas/cy/copy/pages.json', {
  '/save': { text: 'Cadw a pharhau', source: fingerprint('Save and continue') },
  '/brand': { text: 'Will Writer', source: fingerprint('Will Writer') },
  '/greeting': { text: 'Helo {name}, mae eich ewyllys yn barod i’w gwirio', source: fingerprint('Hello {name}, your will is ready to check') },
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the English-left check of a Welsh page', () => {
  const catalogue = translatedEnglish(root);

  it('fails on an English text that has a Welsh translation, also with its placeholders filled', () => {
    expect(englishLeft(['Cadw a pharhau', '  Save and\n continue ', 'Hello Jane Smith, your will is ready to check'], catalogue)).toEqual([
      '"Save and continue" (schemas/copy/pages.json#/save)',
      '"Hello Jane Smith, your will is ready to check" (schemas/copy/pages.json#/greeting)',
    ]);
  });

  it('passes Welsh, a text the same in both languages, and a text with no Welsh yet', () => {
    expect(englishLeft(['Cadw a pharhau', 'Will Writer', 'Not in Welsh yet', 'Helo Jane, mae eich ewyllys yn barod i’w gwirio'], catalogue)).toEqual([]);
  });
});
