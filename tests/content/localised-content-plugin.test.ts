import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedModule, welshChunkMismatches } from '../../scripts/localised-content-plugin';
import { fingerprint } from '../../engine/i18n/translation-layer';

// A content root of three files: one translated, one whose layer has no text yet, one with no layer.
let root: string;
const write = (path: string, value: unknown) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value));
};
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'localised-plugin-'));
  write('schemas/copy/pages.json', { title: 'Your will', link: 'Sign in' });
  write('schemas/cy/copy/pages.json', { $comment: 'a note', '/title': { text: 'Eich ewyllys', source: fingerprint('Your will') } });
  write('schemas/copy/empty.json', { title: 'Empty' });
  write('schemas/cy/copy/empty.json', { $comment: 'nothing yet' });
  write('schemas/copy/alone.json', { title: 'Alone' });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the module of a content file', () => {
  it('inline (the server, the tests, Storybook): the English and the layer’s texts, no fingerprint', () => {
    const { code, watch } = localisedModule(root, 'schemas/copy/pages.json');
    expect(code).toContain('"Your will"');
    expect(code).toContain('{ cy: {"/title":{"text":"Eich ewyllys"}} }');
    expect(code).not.toContain(fingerprint('Your will'));
    expect(code).not.toContain('pageLayer');
    expect(watch).toEqual([join(root, 'schemas/copy/pages.json'), join(root, 'schemas/cy/copy/pages.json')]);
  });

  it('loaded (a browser page): the English alone, its layer read from the page’s language at each read', () => {
    const { code, watch } = localisedModule(root, 'schemas/copy/pages.json', { mode: 'loaded' });
    expect(code).toContain('"Your will"');
    expect(code).not.toContain('Eich ewyllys');
    expect(code).toContain(`import { pageLayer } from ${JSON.stringify(join(root, 'web/i18n/page-language.ts'))};`);
    expect(code).toContain('{ get cy() { return pageLayer("schemas/copy/pages.json"); } }');
    expect(watch).toEqual([join(root, 'schemas/copy/pages.json')]);
  });

  it('reads no layer where there is no Welsh text yet, nor where there is no layer', () => {
    for (const file of ['schemas/copy/empty.json', 'schemas/copy/alone.json']) {
      for (const mode of ['inline', 'loaded'] as const) {
        const { code } = localisedModule(root, file, { mode });
        expect(code, `${file} ${mode}`).toContain('const layers = {};');
        expect(code, `${file} ${mode}`).not.toContain('pageLayer');
      }
    }
  });

  it('picks the top-level keys asked for, from the English and an inline layer', () => {
    const { code } = localisedModule(root, 'schemas/copy/pages.json', { keys: ['link'] });
    expect(code).toContain('const english = {"link":"Sign in"};');
    expect(code).toContain('{ cy: {} }');
  });
});

describe("the browser build's check of the Welsh chunk", () => {
  const content = (file: string) => `\0localised-content:${join(root, file)}.js`;
  const texts = (file: string) => `\0content-layer-texts:${join(root, file)}.js`;

  it('passes when the chunk holds the layer of every file the browser imports with Welsh, and no other', () => {
    const ids = [content('schemas/copy/pages.json'), `\0localised-content:${join(root, 'schemas/copy/pages.json')}.pick.link.js`, content('schemas/copy/empty.json'), texts('schemas/cy/copy/pages.json')];
    expect(welshChunkMismatches(root, ids)).toEqual([]);
  });

  it('names a layer the browser needs and the chunk lacks, and one it ships for nothing', () => {
    expect(welshChunkMismatches(root, [content('schemas/copy/pages.json')])).toEqual([
      "the browser imports schemas/copy/pages.json, but its Welsh layer is not among web/i18n/welsh-layers.ts's files: add it there",
    ]);
    expect(welshChunkMismatches(root, [texts('schemas/cy/copy/pages.json')])).toEqual([
      'web/i18n/welsh-layers.ts ships schemas/cy/copy/pages.json, but the browser never imports schemas/copy/pages.json: leave it out there',
    ]);
  });
});
