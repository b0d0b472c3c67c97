/**
 * The legal team's workload figures (the console's team page), from facts the server loads. Pure.
 */
import { civilDate, epochDay, instantMs } from '../time/instant';

/** The nearest-rank percentile `p` (0 to 100) of `values`, or null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** One stretch of time a submission spent in the queue: from `from` to `to` (null: still there), ISO instants. */
export type QueueStay = { from: string; to: string | null };

/** The turnarounds' median and 90th percentile in hours (one decimal), and how many deliveries they cover. */
export type Turnaround = { count: number; median_hours: number | null; p90_hours: number | null };

const HOUR = 3_600_000;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Median and 90th percentile of the hours from entering the queue to delivery, over `delivered` stays. */
export function turnaround(delivered: readonly { from: string; to: string }[]): Turnaround {
  const hours = delivered.flatMap((stay) => {
    const [from, to] = [instantMs(stay.from), instantMs(stay.to)];
    return from === null || to === null || to < from ? [] : [(to - from) / HOUR];
  });
  return { count: hours.length, median_hours: oneDecimal(percentile(hours, 50)), p90_hours: oneDecimal(percentile(hours, 90)) };
}

/** The ISO dates of the `days` days ending on `today`, oldest first. */
export function lastDays(today: string, days: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = epochDay(year, month, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: days }, (_, i) => {
    const date = civilDate(last - (days - 1 - i));
    return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
  });
}

/**
 * The queue's size at the end of each of the `days` days ending on `today` (UTC days): the stays that had begun by
 * then and not ended. Oldest first.
 */
export function queueSizeByDay(stays: readonly QueueStay[], today: string, days: number): { date: string; size: number }[] {
  return lastDays(today, days).map((date) => {
    const end = `${date}T23:59:59.999Z`;
    return { date, size: stays.filter((s) => s.from <= end && (s.to === null || s.to > end)).length };
  });
}

/** A move out of the queue: a decision (a delivery or a request for changes) or a refund. */
export type QueueExit = { at: string; delivered: boolean };

/**
 * One submission's stays in the queue from when it entered (`entries`) and left (`exits`): each entry lasts until
 * the first exit after it that comes before the next entry; the last one is open when no exit follows it and
 * `open` says the submission is still waiting. `delivered` says the stay ended with a delivery.
 */
export function staysOf(entries: readonly string[], exits: readonly QueueExit[], open: boolean): (QueueStay & { delivered: boolean })[] {
  const sortedEntries = [...entries].sort();
  const sortedExits = [...exits].sort((a, b) => a.at.localeCompare(b.at));
  return sortedEntries.flatMap((from, i): (QueueStay & { delivered: boolean })[] => {
    const next = sortedEntries[i + 1];
    const exit = sortedExits.find((e) => e.at >= from && (next === undefined || e.at < next));
    if (exit) return [{ from, to: exit.at, delivered: exit.delivered }];
    // An entry with no exit before the next one left the queue unrecorded (a paid order on a will already queued).
    if (next !== undefined || !open) return [];
    return [{ from, to: null, delivered: false }];
  });
}
