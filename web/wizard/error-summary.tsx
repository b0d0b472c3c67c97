import { useEffect, useRef } from 'react';
import copy from '../../schemas/copy/form-errors.json';

export type SummaryItem = { id: string; message: string };

/**
 * The GOV.UK error summary: a list of the problems linked to their fields. It takes focus when it appears, so a
 * screen-reader user hears what to fix.
 */
export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {copy.summaryTitle}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                // A link to a group (a fieldset with the field's id) goes to its first control, as GOV.UK's do.
                const target = document.getElementById(item.id);
                const control = target?.matches('input, select, textarea, button') ? target : target?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
                (control ?? target)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
