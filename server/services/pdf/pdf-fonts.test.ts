import { beforeEach, describe, expect, it } from 'vitest';
import { draftWill } from '../../../engine/drafting/draft-will';
import { largeWill, LARGE_WILL_TODAY } from '../../../engine/drafting/fixtures/large-will';
import { clearSharedLayouts, MAX_SHARED_WORDS, sharedLayoutSize } from './pdf-fonts';
import { FONT } from './pdf-layout';
import { renderWillPdf } from './render-will-pdf';

const draft = draftWill(largeWill(), LARGE_WILL_TODAY);

describe('the shaped words shared across PDFs', () => {
  beforeEach(() => clearSharedLayouts());

  it('are kept from one render to the next, for both fonts', async () => {
    expect(sharedLayoutSize(FONT.regular)).toBe(0);
    await renderWillPdf(draft);
    const regular = sharedLayoutSize(FONT.regular);
    const bold = sharedLayoutSize(FONT.bold);
    expect(regular).toBeGreaterThan(100);
    expect(bold).toBeGreaterThan(10);
    await renderWillPdf(draft);
    expect(sharedLayoutSize(FONT.regular)).toBe(regular);
    expect(sharedLayoutSize(FONT.bold)).toBe(bold);
  });

  it('give the same bytes as a cold render, after other wills have filled the cache', async () => {
    const cold = await renderWillPdf(draft);
    const other = largeWill();
    other.executors = [];
    await renderWillPdf(draftWill(other, '2026-11-23', { draft: false }));
    const warm = await renderWillPdf(draft);
    expect(warm.equals(cold)).toBe(true);
  });

  it('are dropped and refilled once they pass the bound', async () => {
    // Enough unseen words to pass the bound in one document: each renders as its own word.
    const flooded = structuredClone(draft);
    flooded.clauses[0]!.paragraphs[0]!.text = Array.from({ length: MAX_SHARED_WORDS + 1 }, (_, i) => `w${i.toString(36)}`).join(' ');
    await renderWillPdf(flooded);
    expect(sharedLayoutSize(FONT.regular)).toBeGreaterThan(MAX_SHARED_WORDS);
    const cold = await renderWillPdf(draft);
    expect(sharedLayoutSize(FONT.regular)).toBeLessThan(MAX_SHARED_WORDS);
    clearSharedLayouts();
    expect((await renderWillPdf(draft)).equals(cold)).toBe(true);
  });
});
