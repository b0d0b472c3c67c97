import copy from '../../schemas/copy/drafting.json';
import { interpolate } from '../interpolate';
import type { ListItem } from './draft-document';

/** The drafting wording, owned by the legal team in schemas/copy/drafting.json. */
export const DRAFTING_COPY = copy;

/** A template from the copy with its {placeholders} filled. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return interpolate(template, values);
}

/** 'A', 'A and B', 'A, B and C', with the separators from the copy. */
export function joinList(parts: readonly string[]): string {
  const { listSeparator, listLastSeparator } = copy.people;
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(listSeparator)}${listLastSeparator}${parts[parts.length - 1]}`;
}

/** Texts as a lettered list: (a), (b), ... (z), (aa), (bb), ... */
export function letteredItems(texts: readonly string[]): ListItem[] {
  return texts.map((text, i) => ({ label: `(${String.fromCharCode(97 + (i % 26)).repeat(Math.floor(i / 26) + 1)})`, text }));
}

/** A user's own words (funeral arrangements, wishes) as one unlabelled, indented item, trimmed. */
export function quotedItem(text: string): ListItem[] {
  return [{ label: '', text: text.trim() }];
}

/**
 * A sentence naming one party inline (`one`, with the description under `key`), or several as a lettered list under
 * `many`, so no address in a list can be read as everyone's.
 */
export function partyParagraph(
  templates: { one: string; many: string },
  key: string,
  descriptions: readonly string[],
  values: Record<string, string | number> = {},
): { text: string; items?: ListItem[] } {
  if (descriptions.length === 1) return { text: fill(templates.one, { ...values, [key]: descriptions[0]! }) };
  return { text: fill(templates.many, values), items: letteredItems(descriptions) };
}
