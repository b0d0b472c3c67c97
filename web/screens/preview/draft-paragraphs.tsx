import type { ListItem, Paragraph } from '../../../engine/drafting/draft-document';

/**
 * The language of a list entry for screen readers: the user's own words (an unlabelled, quoted entry: a message, a
 * reason, a funeral wish) are in whatever language they were typed, which the will does not record, so they are
 * marked as of no known language (`lang=""`) rather than as the lead-in's around them; a drafted entry keeps its
 * paragraph's.
 */
const itemLang = (item: ListItem) => (item.label === '' ? '' : undefined);

/** Numbered paragraphs with their lettered lists, as the PDF lays them out. */
export function DraftParagraphs({ paragraphs }: { paragraphs: Paragraph[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // A bilingual will numbers its Welsh and English paragraphs alike: the index keeps the keys apart.
        <div key={`${index}-${paragraph.number ?? ''}`} className="draft__paragraph" lang={paragraph.lang}>
          <span className="draft__number">{paragraph.number}</span>
          <div>
            <p>{paragraph.text}</p>
            {paragraph.items && (
              <ul className="draft__items">
                {paragraph.items.map((item, itemIndex) => (
                  <li key={itemIndex} lang={itemLang(item)}>
                    <span className="draft__label">{item.label}</span>
                    {item.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ))}
    </>
  );
}
