import type { Paragraph } from '../../../engine/drafting/draft-document';

/** Numbered paragraphs with their lettered lists, as the PDF lays them out. */
export function DraftParagraphs({ paragraphs }: { paragraphs: Paragraph[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <div key={paragraph.number ?? index} className="draft__paragraph">
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
