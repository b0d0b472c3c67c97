let current: string | null = null;
let previous: string | null = null;

/** Notes the path the app is now on (web/main.tsx calls it on every navigation), keeping the one before. */
export function notePath(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The path shown before the current one in this tab, or null on the first page. */
export const previousPath = (): string | null => previous;
