import type { SourceItem } from '../steps/step-sources';

/** A charity picked from the register search this visit and not saved yet: its new uuid and its name. */
export type FoundRecord = { uuid: string; name: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The items of a choice with the records found this visit among them, so the user sees one list. A found
 * record named as an item already is that item (saving reuses it, SPEC 4.3); any other is listed after the items.
 * `foundBy` gives, by item uuid, the found records each item stands for: those items are chosen.
 */
export function withFoundItems(items: readonly SourceItem[], found: readonly FoundRecord[]): { items: SourceItem[]; foundBy: Record<string, string[]> } {
  const listed = [...items];
  const foundBy: Record<string, string[]> = {};
  for (const record of found) {
    let item = listed.find((i) => i.uuid === record.uuid || sameName(i.label, record.name));
    if (!item) listed.push((item = { uuid: record.uuid, kind: 'charity', label: record.name }));
    (foundBy[item.uuid] ??= []).push(record.uuid);
  }
  return { items: listed, foundBy };
}
