import { epochDay, instantMs, instantText } from './instant';

/**
 * Clock times in Europe/London (GMT in winter, BST in summer) for instants written as ISO 8601 UTC strings. Pure:
 * the instants are parameters. The time zone rules are Intl's, which Node and every browser carry.
 */

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's date and time on London's clocks. */
export type LondonWallClock = { date: string; hour: number; minute: number };

function parts(ms: number): Record<string, string> {
  return Object.fromEntries(wallFormat.formatToParts(ms).map((part) => [part.type, part.value]));
}

/** The date (YYYY-MM-DD) and time on London's clocks at `instant` (ISO 8601 UTC). Throws for other text. */
export function londonWallClock(instant: string): LondonWallClock {
  const ms = instantMs(instant);
  if (ms === null) throw new Error(`Not an instant: ${instant}`);
  const p = parts(ms);
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** London's offset from UTC at `ms`, in minutes (0 in GMT, 60 in BST). */
function offsetMinutes(ms: number): number {
  const p = parts(ms);
  const wallMinutes = epochDay(Number(p.year), Number(p.month), Number(p.day)) * 1440 + Number(p.hour) * 60 + Number(p.minute);
  return wallMinutes - Math.floor(ms / 60_000);
}

/**
 * The instant (ISO 8601, UTC) when London's clocks show `date` (YYYY-MM-DD) at `minutes` after midnight. Meant for
 * daytime: the hour that the clocks skip or repeat at a change (between 1am and 2am) is not told apart.
 */
export function londonInstant(date: string, minutes: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = (epochDay(year, month, day) * 1440 + minutes) * 60_000;
  const first = wall - offsetMinutes(wall) * 60_000;
  return instantText(wall - offsetMinutes(first) * 60_000);
}
