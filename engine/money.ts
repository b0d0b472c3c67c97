/** Prices are held in whole pence (SPEC 9). */
export type Pence = number;

/** A price for display: pence as '£x.xx' (negative as '-£x.xx'), and 0 as 'Free'. Throws for a non-integer. */
export function formatPence(pence: Pence): string {
  if (!Number.isInteger(pence)) throw new Error(`Price must be whole pence, got ${pence}`);
  if (pence === 0) return 'Free';
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole pence for an amount in pounds, rounded to the nearest penny. */
export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

/** Whole pounds for display, grouped in thousands: 325000 as '£325,000' (rounded down to the pound). */
export function formatPounds(pounds: number): string {
  const whole = Math.floor(Math.abs(pounds));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pounds < 0 && whole > 0 ? '-' : ''}£${grouped}`;
}
