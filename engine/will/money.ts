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

/** Digits grouped in thousands with commas: 1234567 as '1,234,567'. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole pounds for display, grouped in thousands: 325000 as '£325,000' (rounded down to the pound). */
export function formatPounds(pounds: number): string {
  const whole = Math.floor(Math.abs(pounds));
  return `${pounds < 0 && whole > 0 ? '-' : ''}£${grouped(whole)}`;
}

/**
 * An amount of money as the will and every screen that repeats it write it: '£500', '£1,000', '£1,250.50' (pence
 * only when there are some). One formatter, so a gift list never says '£5000' where the will says '£5,000'.
 */
export function poundsInWords(pounds: number): string {
  const pence = Math.round(pounds * 100);
  const rest = pence % 100;
  return rest === 0 ? `£${grouped(Math.floor(pence / 100))}` : `£${grouped(Math.floor(pence / 100))}.${String(rest).padStart(2, '0')}`;
}
