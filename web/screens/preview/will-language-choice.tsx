import { useState } from 'react';
import { useWill, willOf } from '../../will/will-context';
import { WILL_LANGUAGES, asWillLanguage, type WillLanguage } from '../../../engine/drafting/will-language';
import copy from '../../../schemas/copy/preview.json';
import './will-language-choice.css';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const T = () => copy.language;

/**
 * The choice of the will's language (English, Welsh or both, clause after clause), saved with the will through the
 * normal save; `onSaved` runs once it is stored, so the page can draw the documents again in that language.
 */
export function WillLanguageChoice({ onSaved }: { onSaved?: () => void }) {
  const { state, save } = useWill();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // The language just picked shows as chosen while it is saved; a refused save shows the stored one again.
  const [picked, setPicked] = useState<WillLanguage | null>(null);
  if (!state) return null;
  const stored: WillLanguage = asWillLanguage(state.will.willLanguage) ?? 'en';
  const chosen = picked ?? stored;

  const choose = async (language: WillLanguage) => {
    if (language === chosen || saving) return;
    setSaving(true);
    setFailed(false);
    setPicked(language);
    const outcome = await save({ ...willOf(state), willLanguage: language });
    setSaving(false);
    if (outcome.ok) onSaved?.();
    else {
      setPicked(null);
      setFailed(true);
    }
  };

  return (
    <fieldset className="will-language" aria-describedby="will-language-hint" aria-busy={saving}>
      <legend>{T().legend}</legend>
      <p id="will-language-hint" className="will-language__hint">
        {T().hint}
      </p>
      {WILL_LANGUAGES.map((language) => (
        <label key={language} className="will-language__option">
          <input type="radio" name="will-language" value={language} checked={chosen === language} onChange={() => void choose(language)} />
          <span>
            {T().options[language]}
            {language === 'cy' && (
              <>
                {' ('}
                <span lang="cy">{T().welshName}</span>)
              </>
            )}
          </span>
        </label>
      ))}
      <p role="status" className="will-language__status">
        {saving ? T().saving : ''}
      </p>
      {failed && (
        <p role="alert" className="will-language__error">
          {T().failed}
        </p>
      )}
    </fieldset>
  );
}
