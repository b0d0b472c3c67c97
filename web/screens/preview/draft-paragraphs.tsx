import type { Paragraph } from '../../../engine/drafting/draft-document';

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
                  <li key={itemIndex}>
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
