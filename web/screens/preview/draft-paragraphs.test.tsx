// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftWill } from '../../../engine/drafting/draft-will';
import { WELSH_TODAY, welshFamily } from '../../../engine/drafting/fixtures/golden-welsh';
import { DraftParagraphs } from './draft-paragraphs';

/** The language a screen reader reads an element in: its own `lang`, else the nearest ancestor's. */
const languageOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang');

describe('the draft’s paragraphs, for screen readers', () => {
  const will = welshFamily('bilingual');
  const draft = draftWill({ ...will, estate: will.estate!.map((share) => ({ ...share, message: 'Diolch am bopeth, cariad.' })) }, WELSH_TODAY);

  it('mark the user’s own words in a bilingual letter as of no known language, not as the English lead-in’s', () => {
    render(
      <div lang="cy">
        {draft.letterOfWishes!.sections.map((section) => (
          <DraftParagraphs key={section.heading} paragraphs={section.paragraphs} />
        ))}
      </div>,
    );
    for (const words of ['Diolch am bopeth, cariad.', 'Diolch am bob gêm.']) {
      const entry = screen.getByText(words).closest('li')!;
      expect(entry.getAttribute('lang'), words).toBe('');
      // Printed once, under the English lead-in.
      expect(languageOf(entry.parentElement), words).toBe('en');
    }
    expect(languageOf(screen.getByText('To Rhûn Llŷr Owen, who shares in my estate:'))).toBe('en');
    expect(languageOf(screen.getByText("I'r person hwn, sy'n cael cyfran o fy ystad: Rhûn Llŷr Owen"))).toBe('cy');
  });

  it('leave a drafted list entry in its paragraph’s language', () => {
    render(<DraftParagraphs paragraphs={draft.clauses.flatMap((clause) => clause.paragraphs)} />);
    const entries = screen.getAllByText('(a)').map((label) => label.closest('li')!);
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) expect(entry.hasAttribute('lang')).toBe(false);
    expect(new Set(entries.map(languageOf))).toEqual(new Set(['cy', 'en']));
  });
});
