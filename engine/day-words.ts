const dayParts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * 'Tuesday 24 November 2026' for '2026-11-24' (GOV.UK style: no comma after the weekday): how the review's due date
 * reads on every screen and in every email.
 */
export function dayWords(date: string): string {
  const parts = dayParts.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
