import { describe, expect, it } from 'vitest';
import { checkPersonName } from './person-name';

describe('checkPersonName', () => {
  it.each(['Sam', "Seán O'Brien", 'Mary-Jane Smith-Jones', 'J. R. R. Tolkien', 'Żółć Łukasz', 'Αλέξανδρος Παπαδόπουλος', 'Анна Каренина', 'x'.repeat(200)])(
    'accepts %s',
    (name) => expect(checkPersonName(name)).toEqual({ ok: true, name }),
  );

  it('trims the name it accepts', () => {
    expect(checkPersonName('  Sam Jones \t')).toEqual({ ok: true, name: 'Sam Jones' });
  });

  it.each([
    ['blank', '   ', 'required'],
    ['over 200 characters', 'x'.repeat(201), 'tooLong'],
    ['5,000 characters', 'x'.repeat(5000), 'tooLong'],
    ['a line break', 'Sam\r\nBcc: eve@example.com', 'characters'],
    ['a line feed', 'Sam\nJones', 'characters'],
    ['a tab inside', 'Sam\tJones', 'characters'],
    ['angle brackets', '<b>Sam</b>', 'characters'],
    ['a bidi override', 'Sam \u202eeoJ', 'characters'],
    ['an isolate', 'Sam \u2066Jones\u2069', 'characters'],
    ['NUL', 'Sam\u0000', 'characters'],
    ['DEL', 'Sam\u007f', 'characters'],
    ['a C1 control', 'Sam\u0085Jones', 'characters'],
  ])('refuses %s', (_label, name, problem) => {
    expect(checkPersonName(name)).toMatchObject({ ok: false, problem });
  });

  it.each([
    ['Arabic', 'محمد علي'],
    ['CJK', '王小明'],
    ['Japanese kana', 'さくら'],
    ['an emoji', 'Sam 😀'],
  ])('refuses a name in %s: the will names people in the Latin, Greek or Cyrillic alphabets', (_label, name) => {
    expect(checkPersonName(name)).toEqual({
      ok: false,
      problem: 'script',
      message: "Write the name in the Latin, Greek or Cyrillic alphabet, as it appears on the person's passport or other identity document.",
    });
  });

  it.each(['Imogen see https://evil.example/prize', 'Imogen www.prize', 'imogen@evil.example', 'Imogen evil.example', 'Imogen EVIL.COM'])(
    'refuses %s, which reads as a link or an address',
    (name) => expect(checkPersonName(name)).toMatchObject({ ok: false, problem: 'link' }),
  );

  it('stores a decomposed accent as one character (NFC)', () => {
    expect(checkPersonName('Rene\u0301e')).toEqual({ ok: true, name: 'Ren\u00e9e' });
  });

  it.each(['Sam\u200bJones', 'Sam\u200fJones', 'Sam\ufeffJones', 'Sam\u2028Jones', 'Sam\u2029Jones'])('refuses invisible characters: %j', (name) => {
    expect(checkPersonName(name)).toMatchObject({ ok: false, problem: 'characters' });
  });
});
