import { poundsInWords } from '../will/money';
import { draftingLanguage } from './drafting-copy';

/** An amount of pounds as the will writes it, in the language being drafted: '£1,250.50' (the same figures in Welsh). */
export const amountInWill = (pounds: number): string => poundsInWords(pounds, draftingLanguage());
