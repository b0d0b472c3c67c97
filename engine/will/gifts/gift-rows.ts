import copy from '../../../schemas/copy/gifts.json';
import { interpolate } from '../../steps/interpolate';
import { poundsInWords } from '../money';
import { moneyGiftPounds } from './money-gift-rules';
import { allPeople } from '../family/people';
import type { SourceItem } from '../../steps/step-sources';
import type { Will } from '../will';

/**
 * SPEC 2.13 gift list rows: each gift's description (money as the will writes it, '£5,000') and who receives it, tagged with its
 * type so the list opens the right edit step. A gift has no uuid; its row is known by its place in the list.
 */
export function giftRows(will: Will): SourceItem[] {
  const names = new Map(allPeople(will).map((p) => [p.uuid, p.name]));
  return (will.gifts ?? []).map((gift, index) => {
    const pounds = gift.type === 'money' ? moneyGiftPounds(gift.itemDesc) : null;
    const description = gift.type !== 'money' ? gift.itemDesc : pounds === null ? gift.itemDesc : interpolate(copy.moneyDescription, { amount: poundsInWords(pounds) });
    const who = gift.beneficiaries.flatMap((uuid) => names.get(uuid) ?? []).join(copy.namesSeparator);
    return { uuid: `gift-${index}`, kind: 'gift', tag: gift.type, label: interpolate(copy.row, { description, names: who }) };
  });
}
