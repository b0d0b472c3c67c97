import copy from '../../schemas/copy/wizard.json';
import { giftRows } from './gifts/gift-rows';
import { interpolate } from '../steps/interpolate';
import { allPeople } from './family/people';
import type { Will } from './will';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const words = () => copy.removals;

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(words().separator)}${words().lastSeparator}${items.at(-1)}`;
}

/**
 * What deleting person or charity `uuid` takes out of the will with them (SPEC 4.2's cascade), each in words: the
 * gifts they alone receive, their part in shared gifts, their share of the estate, their place as a substitute, an
 * executor, or a guardian of each dependant named. Empty when they hold no place.
 */
function removalItems(will: Will, uuid: string): string[] {
  const items: string[] = [];
  const names = new Map(allPeople(will).map((p) => [p.uuid, p.name] as const));
  const rows = giftRows(will);
  (will.gifts ?? []).forEach((gift, index) => {
    if (!gift.beneficiaries.includes(uuid)) return;
    const label = rows[index]?.label ?? '';
    items.push(interpolate(gift.beneficiaries.length === 1 ? words().gift : words().sharedGift, { gift: label }));
  });
  const estate = will.estate ?? [];
  if (estate.some((share) => share.beneficiary.uuid === uuid)) items.push(words().estateShare);
  if (estate.some((share) => (share.substitutes ?? []).includes(uuid))) items.push(words().substitute);
  if ((will.executors ?? []).some((e) => e.type === 'person' && e.uuid === uuid)) items.push(words().executor);
  const wards = Object.entries(will.guardians ?? {}).flatMap(([dependant, guardians]) => (guardians.includes(uuid) ? [names.get(dependant) ?? will.pets?.[dependant]?.name ?? ''] : []));
  if (wards.length > 0) items.push(interpolate(words().guardian, { names: listed(wards.filter(Boolean)) }));
  return items;
}

/** The confirmation's sentence of what goes with them (`{removals}`), or '' when nothing does. */
export function removalSummary(will: Will, uuid: string | undefined): string {
  const items = uuid ? removalItems(will, uuid) : [];
  return items.length === 0 ? '' : interpolate(words().sentence, { items: listed(items) });
}
