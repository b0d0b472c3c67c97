import { describe, expect, it } from 'vitest';
import english from '../../schemas/copy/drafting.json';
import { fingerprint, type TranslationLayer } from '../i18n/translation-layer';
import { hasWords } from '../i18n/has-words';
import { draftWill } from './draft-will';
import { DRAFTING_COPY, WELSH_DRAFTING_LAYER, draftingLanguage, inLanguage } from './drafting-copy';
import { WELSH_TODAY, welshFamily } from './fixtures/golden-welsh';
import { describePending, pendingWelsh } from './welsh-approval';

const entries = Object.entries(WELSH_DRAFTING_LAYER).filter(([pointer]) => pointer !== '$comment') as [string, { text: string; source: string; approved?: boolean }][];
const englishAt = (pointer: string) => pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], english) as string;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Every English text of the drafting copy that needs words in Welsh, as the content check reads it (not '{name}', ', ' or ''). */
function englishTexts(node: unknown, path = ''): string[] {
  if (typeof node === 'string') return hasWords(node) ? [path] : [];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$comment' ? [] : englishTexts(value, `${path}/${key}`)));
}

describe('the Welsh drafting layer', () => {
  it('translates every English drafting text, from the English as it now reads, keeping its placeholders', () => {
    expect(new Set(entries.map(([pointer]) => pointer))).toEqual(new Set(englishTexts(english)));
    for (const [pointer, entry] of entries) {
      expect(entry.source, pointer).toBe(fingerprint(englishAt(pointer)));
      expect(placeholders(entry.text), pointer).toEqual(placeholders(englishAt(pointer)));
    }
  });

  it('awaits the legal team: no entry is approved yet', () => {
    expect(entries.filter(([, entry]) => entry.approved === true)).toEqual([]);
  });

  // A name put after a word that mutates the next (i, o, gan, â, yn, fy, dan, am, ar, at...) would need the name
  // mutated; the Welsh copy puts every name after a colon, "sef", a noun it qualifies, or as a subject or object.
  it('puts no inserted name after a word that mutates it', () => {
    const NAMES = ['name', 'fullName', 'executor', 'replacement', 'beneficiary', 'substitute', 'guardian', 'child', 'childName', 'carer', 'carerName', 'pet', 'petName', 'provider', 'partner', 'partnerName', 'trusteeName', 'names', 'executors', 'stepchildren', 'acting', 'substitutes', 'item', 'clauses', 'stepchildrenWord'];
    const MUTATING = /(?:^|[\s(])(i|o|gan|â|ag|a|yn|fy|dy|ei|ein|eich|eu|dan|am|ar|at|heb|drwy|trwy|wrth|hyd|tan|dros|neu|pan|mor|rhy)\s+\{(\w+)\}/giu;
    const found = entries.flatMap(([pointer, { text }]) => [...text.matchAll(MUTATING)].filter((m) => NAMES.includes(m[2]!)).map((m) => `${pointer}: ${m[0].trim()}`));
    expect(found).toEqual([]);
    // The one word put after "fy" is the partner's relationship, which the copy holds already mutated.
    expect(WELSH_DRAFTING_LAYER['/people/partner']!.text).toMatch(/^fy \{relationship\}/);
    for (const n of ['2', '3', '4']) expect(WELSH_DRAFTING_LAYER[`/people/partnerRelationship/${n}`]!.text).toMatch(/^mh/);
  });
});

describe('drafting in a language', () => {
  it('reads the copy in the language asked for, and in English again afterwards, even when drafting throws', () => {
    expect(inLanguage('cy', () => DRAFTING_COPY.clauses.revocation.text).value).toBe("Yr wyf yn dirymu pob ewyllys a chodisil a wneuthum o'r blaen.");
    expect(() => inLanguage('cy', () => {
      throw new Error('failed');
    })).toThrow('failed');
    expect(draftingLanguage()).toBe('en');
    expect(DRAFTING_COPY.clauses.revocation.text).toBe('I revoke all my earlier wills and codicils.');
  });

  it('records exactly the texts a will uses: a will without pets awaits no approval of the pets clause', () => {
    const draft = draftWill(welshFamily('cy'), WELSH_TODAY);
    const keys = draft.pendingWelsh.map((p) => p.key);
    expect(keys).toContain('clauses.guardians.appointOne');
    expect(keys).toContain('signing.sign.text');
    expect(keys.some((key) => key.startsWith('clauses.pets.'))).toBe(false);
    expect(keys).not.toContain('clauses.executors.appointOne');
    expect(keys).not.toContain('months.0');
  });
});

describe('approval of the Welsh a will uses', () => {
  const used = ['/clauses/revocation/text', '/clauses/revocation/heading', '/document/title', '/people/charityWithoutNumber'];
  const entry = (pointer: string, approved: boolean, source = fingerprint(englishAt(pointer))) => ({ text: 'Cymraeg', source, approved });

  it('lists each text missing, unapproved or translated from an older English, and nothing once all are approved and current', () => {
    const layer: TranslationLayer = {
      '/clauses/revocation/text': entry('/clauses/revocation/text', true, fingerprint('I revoke my earlier wills.')),
      '/clauses/revocation/heading': entry('/clauses/revocation/heading', false),
    };
    expect(pendingWelsh(used, layer)).toEqual([
      { key: 'clauses.revocation.heading', heading: 'Revocation', reason: 'unapproved' },
      { key: 'clauses.revocation.text', heading: 'Revocation', reason: 'outOfDate' },
      { key: 'document.title', heading: null, reason: 'missing' },
    ]);
    const approved: TranslationLayer = Object.fromEntries(used.slice(0, 3).map((pointer) => [pointer, entry(pointer, true)]));
    expect(pendingWelsh(used, approved)).toEqual([]);
  });

  it('names the pending texts by the English heading of their clause, then their key', () => {
    expect(describePending(pendingWelsh(used, {}))).toBe('Revocation (clauses.revocation.heading, clauses.revocation.text); document.title');
  });
});
