import type { Language } from '../../engine/i18n/language';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (text: string) => text.replace(/[&<>"]/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/**
 * The app's HTML shell (index.html, written in English) in another language: `<html lang>`, for screen readers and the
 * app (web/i18n/page-language.ts), and the title and description a browser and a search engine show before the
 * app draws, from schemas/copy/pages.json in that language.
 */
export function pageInLanguage(html: string, language: Language, pages: { appName: string; metaDescription: string }): string {
  if (language === 'en') return html;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(pages.appName)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escaped(pages.metaDescription)}"`);
}
