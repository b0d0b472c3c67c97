import { GIFT_TYPES } from './gifts';

const plain = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * True when a gift's description says what is given: more than a starter text ('My ', 'All of my ') or a
 * beginning of one ('All of', 'my'), whatever the spacing or case. Money is described by its amount instead.
 */
export function describesGift(itemDesc: string): boolean {
  const text = plain(itemDesc);
  return !GIFT_TYPES.some((type) => plain(type.descriptionPrefix).startsWith(text));
}
