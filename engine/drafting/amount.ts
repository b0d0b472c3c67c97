import { formatMoney } from '../i18n/format';
import { poundsInWords } from '../will/money';
import { draftingLanguage } from './drafting-copy';

/** An amount of pounds as the will writes it, in the language being drafted: '£1,250.50' (the same figures in Welsh). */
export function amountInWill(pounds: number): string {
  const language = draftingLanguage();
  return language === 'en' ? poundsInWords(pounds) : formatMoney(Math.round(pounds * 100), language);
}
