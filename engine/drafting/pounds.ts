/** An amount in pounds as a will writes it: '£500', '£1,000', '£1,250.50' (pence only when there are some). */
export function poundsInWords(pounds: number): string {
  const pence = Math.round(pounds * 100);
  const whole = Math.floor(pence / 100);
  const rest = pence % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest === 0 ? `£${grouped}` : `£${grouped}.${String(rest).padStart(2, '0')}`;
}
