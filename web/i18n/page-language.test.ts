// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONTENT_LANGUAGE } from '../../engine/i18n/localised-content';

/** web/i18n/page-language.ts as a page in `lang` runs it: a module of its own each time. */
async function pageIn(lang: string) {
  document.documentElement.lang = lang;
  vi.resetModules();
  return import('./page-language');
}

afterEach(() => {
  delete (globalThis as { [CONTENT_LANGUAGE]?: unknown })[CONTENT_LANGUAGE];
  vi.restoreAllMocks();
});

const welshPages = JSON.parse(readFileSync('schemas/cy/copy/pages.json', 'utf8')) as Record<string, { text: string }>;

describe("the page's language and its layers", () => {
  it('reads the language from <html lang>, English for a language not offered', async () => {
    expect((await pageIn('cy-GB')).pageLanguage()).toBe('cy');
    expect((await pageIn('en-GB')).pageLanguage()).toBe('en');
    expect((await pageIn('fr')).pageLanguage()).toBe('en');
  });

  it('a Welsh page loads the Welsh layers, texts only; a read before they are in is reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { pageLayer, pageLayersLoaded } = await pageIn('cy');
    expect(pageLayer('schemas/copy/pages.json')).toBeUndefined();
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('schemas/copy/pages.json was read before'));
    await pageLayersLoaded;
    const pointer = Object.keys(welshPages).find((key) => key.startsWith('/'))!;
    expect(pageLayer('schemas/copy/pages.json')?.[pointer]).toEqual({ text: welshPages[pointer]!.text });
    // Not the will's wording (drafted in the will's language) nor what only the server reads.
    expect(pageLayer('schemas/copy/drafting.json')).toBeUndefined();
    expect(pageLayer('schemas/copy/emails.json')).toBeUndefined();
  });

  it('an English page loads none, and a read of the Welsh there (a rule matching every language) is its English, unreported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { pageLayer, pageLayersLoaded } = await pageIn('en-GB');
    expect(pageLayer('schemas/catalogue/gift-types.json')).toBeUndefined();
    await pageLayersLoaded;
    expect(pageLayer('schemas/copy/pages.json')).toBeUndefined();
    expect(reported).not.toHaveBeenCalled();
  });
});
