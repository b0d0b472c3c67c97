import { useEffect, useRef, type ReactNode } from 'react';
import type { TextMark } from '../engine/i18n/overlay';
import copy from '../schemas/copy/translation-review.json';
import './translation-marks.css';

/** Invisible characters a marked text starts with, so the drawn page can say which texts need a translator. */
const MARKERS: Record<TextMark, string> = { missing: '\u2063', outdated: '\u2064' };

/** How Storybook's content host marks a text (engine/i18n/localised-content.ts): the marker, then the text. */
export const markText = (text: string, mark: TextMark) => `${MARKERS[mark]}${text}`;

/** The mark a drawn text carries, if any. */
export function markOf(text: string): TextMark | undefined {
  return (Object.keys(MARKERS) as TextMark[]).find((mark) => text.includes(MARKERS[mark]));
}

const MARKED = new RegExp(`[${Object.values(MARKERS).join('')}]`, 'g');
const unmarkedObjects = new WeakMap<object, unknown>();

/**
 * `value` with the marks taken out of every text: the content as the build read it, which the step's precompiled
 * validator was made from (./marked-step-validator.ts). The same value where nothing is marked; objects remembered.
 */
export function unmarked<T>(value: T): T {
  if (typeof value === 'string') return (markOf(value) ? value.replace(MARKED, '') : value) as T;
  if (typeof value !== 'object' || value === null) return value;
  const known = unmarkedObjects.get(value);
  if (known !== undefined) return known as T;
  const entries = Object.entries(value);
  const plain = entries.map(([key, item]) => [key, unmarked(item)] as const);
  const changed = plain.some(([, item], i) => item !== entries[i]![1]);
  const result = !changed ? value : Array.isArray(value) ? plain.map(([, item]) => item) : Object.fromEntries(plain);
  unmarkedObjects.set(value, result);
  return result as T;
}

/** Outlines, with a badge, each element whose text is marked: what a translator needs to look at on this screen. */
function markElements(root: HTMLElement) {
  for (const element of root.querySelectorAll('[data-translation]')) element.removeAttribute('data-translation');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = markOf(node.nodeValue ?? '');
    const element = node.parentElement;
    if (!mark || !element) continue;
    element.dataset.translation = mark;
    element.dataset.translationBadge = copy[mark];
  }
}

/** Wraps a story drawn in Welsh: marks its texts as it draws and redraws. */
export function TranslationMarks({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    markElements(element);
    const observer = new MutationObserver(() => markElements(element));
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={root} className="translation-marks">
      {children}
    </div>
  );
}
