import { afterEach, describe, expect, it } from 'vitest';
import { installContentLanguage } from '../i18n/localised-content';
import type { Language } from '../i18n/language';
import { itemBeforeTo, itemIn } from './item-phrase';

let uninstall = () => {};
afterEach(() => uninstall());

describe('itemBeforeTo: a comma closes a description that ends in a clause or an aside', () => {
  const CLOSED = [
    'my watch, engraved with my initials',
    "my ring, which was my mother's",
    'my car, a red Mini',
    'my house, the one in Leeds',
    "my brooch, once my grandmother's",
    'my piano, currently on loan',
    // Welsh: a participle, a relative clause (whose "a" is also the word for "and"), an aside with the article.
    "fy oriawr, wedi'i hysgythru â'm llythrennau",
    "fy oriawr, a ysgythrwyd â'm llythrennau",
    "fy modrwy, sy'n perthyn i fy mam",
    'fy modrwy, a brynais yn Rhufain',
    'fy nghar, y Mini coch',
    'fy llyfrau, gan gynnwys y rhai Cymraeg',
  ];
  const UNCHANGED = [
    'my books, records and CDs',
    'my books, records, and CDs',
    'my bicycle',
    'my pets, a ferret and a cat',
    // Welsh lists: "a", "ac" and "neu" join entries; "a'r" is "and the". (", a llyfrau…" reads as an English aside.)
    'fy llyfrau, recordiau a CDs',
    "fy llyfrau, a'r recordiau",
    'fy nghadair, ac unrhyw fwrdd',
    'fy nghar, y Mini neu’r fan',
  ];

  for (const language of ['en', 'cy'] as Language[]) {
    it(`judges the words typed in either language alike, for a reader in ${language}`, () => {
      uninstall = installContentLanguage({ language: () => language });
      for (const item of CLOSED) expect(itemBeforeTo(item), item).toBe(`${item},`);
      for (const item of UNCHANGED) expect(itemBeforeTo(item), item).toBe(item);
    });
  }
});

describe('itemIn: the item as a sentence puts it', () => {
  it('closes a clause before the words that follow, unless the sentence already puts a comma after the item', () => {
    expect(itemIn('I give {item} to {beneficiary}.', 'my watch, engraved with my initials')).toBe('my watch, engraved with my initials,');
    expect(itemIn("Gyda fy rhodd, sef {item}, i'r canlynol: {names}", "fy oriawr, wedi'i hysgythru")).toBe("fy oriawr, wedi'i hysgythru");
    expect(itemIn('I give {item}, or any vehicle I own at my death that has replaced it, to {beneficiary}.', 'my car, registered AB12 CDE')).toBe('my car, registered AB12 CDE');
  });
});

