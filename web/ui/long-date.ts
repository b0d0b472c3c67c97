import { formatLongDate } from '../../engine/i18n/format';
import { contentLanguage } from '../../engine/i18n/localised-content';

/** A date on a screen in the page's language: '5 March 2026', '5 Mawrth 2026' (not the will's drafting words). */
export const longDate = (iso: string): string => formatLongDate(iso, contentLanguage());
