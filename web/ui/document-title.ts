import { useEffect } from 'react';
import copy from '../../schemas/copy/pages.json';

/** Sets the page's <title> to "{title} – Will Writer" while the screen is shown (WCAG 2.4.2); null leaves it. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title ? `${title} – ${copy.appName}` : copy.appName;
  }, [title]);
}
