import { describe, expect, it } from 'vitest';
import { capitaliseWords } from './full-name';

describe('capitaliseWords', () => {
  it.each([
    ["mary-jane o'neil", "Mary-Jane O'Neil"],
    ['john smith', 'John Smith'],
    ['  john   paul  smith ', 'John Paul Smith'],
    ['d’arcy', 'D’Arcy'],
    ['mcDonald', 'McDonald'],
    ['ÉLODIE émile', 'ÉLODIE Émile'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(capitaliseWords(input)).toBe(expected);
  });

  it('does not capitalise after the apostrophe of a longer word', () => {
    expect(capitaliseWords("jack's")).toBe("Jack's");
  });

  it('is idempotent', () => {
    const once = capitaliseWords("mary-jane o'neil");
    expect(capitaliseWords(once)).toBe(once);
  });
});
