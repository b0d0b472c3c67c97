const time = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An ISO timestamp as UK time, e.g. '22 Nov 2026, 10:00'. */
export const ukTime = (iso: string): string => time.format(new Date(iso));

/** A YYYY-MM-DD date, e.g. 'Tue, 24 Nov 2026'. */
export const longDay = (date: string): string => day.format(new Date(`${date}T00:00:00Z`));

const short = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A YYYY-MM-DD date without its year, e.g. 'Tue, 24 Nov'; '' for none. */
export const shortDay = (date: string): string => (date ? short.format(new Date(`${date}T00:00:00Z`)) : '');
