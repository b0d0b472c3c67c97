import { describe, expect, it } from 'vitest';
import { checkPersonName } from './person-name';

describe('checkPersonName', () => {
  it.each(['Sam', "Seán O'Brien", 'Mary-Jane Smith-Jones', 'J. R. R. Tolkien', 'Żółć Łukasz', 'محمد علي', 'x'.repeat(200)])(
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
    expect(checkPersonName(name)).toEqual({ ok: false, problem });
  });
});
