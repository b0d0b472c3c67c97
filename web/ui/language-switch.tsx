import { useLocation } from 'react-router-dom';
import copy from '../../schemas/copy/pages.json';
import { contentLanguage } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

/** The same address in `language`: its query kept, `lang` set (the server answers in it and remembers it). */
export function addressIn(language: Language, location: { pathname: string; search: string; hash: string }): string {
  const query = new URLSearchParams(location.search);
  query.set('lang', language);
  return `${location.pathname}?${query}${location.hash}`;
}

/**
 * The header's language switch: the other language's name, in that language (`lang`, `hreflang`), linking to this
 * page in it. On a phone it shows the code ("CY", "EN") instead, so the header keeps to one line; the name is still
 * read out first (the link is named "Cymraeg CY": its visible words are in its name, for speech control). A link, not a script: the page loads again in the other language, which the server remembers on this
 * browser and, when signed in, on the account (so the emails follow).
 */
export function LanguageSwitch() {
  const location = useLocation();
  const other: Language = contentLanguage() === 'cy' ? 'en' : 'cy';
  const { languageSwitch: words } = copy;
  return (
    <nav className="language-switch" aria-label={words.label}>
      <a href={addressIn(other, location)} hrefLang={other} lang={other}>
        <span className="language-switch__name">{words[other]}</span>
        <span className="language-switch__code">{` ${words.short[other]}`}</span>
      </a>
    </nav>
  );
}
