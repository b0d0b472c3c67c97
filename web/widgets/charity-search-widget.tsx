import './estate-widgets.css';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { charityQuery } from '../../engine/will/estate/charity-query';
import type { FoundCharity } from '../../engine/will/estate/charities';
import { searchCharities, type CharityResult } from '../api/charities-api';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { fillCopy, widgetCopy } from './widget-copy';
import { pluralText } from '../../engine/i18n/plural-text';
import { contentLanguage } from '../../engine/i18n/localised-content';
import type { WizardContext } from './wizard-context';

/** The widget renders its own <fieldset> and <legend>, so the field template must not render a label. */
export const widgetMeta = { ownsLabel: true };

const DEBOUNCE_MS = 300;

/**
 * ui:widget `charitySearch` (SPEC 2.10, 5, 7): a combobox over GET /api/charities/search (WAI-ARIA combobox with a
 * listbox popup: arrows move, Enter picks, Escape closes), run 300 ms after typing stops and only for 3 to 50
 * characters. Picked charities are the value (each given a new uuid); the choice list beside it shows them ticked
 * among the user's charities (its `found` option), so there is one list. 'Add manually' opens `addStep`. A failed
 * search is only logged (SPEC 8).
 */
export default function CharitySearchWidget(props: WidgetProps) {
  const { id, label, options, value, onChange, rawErrors, uiSchema, readonly } = props;
  const context = props.registry.formContext as WizardContext;
  const text = widgetCopy('charitySearch', options);
  const picked: FoundCharity[] = Array.isArray(value) ? value : [];
  const [input, setInput] = useState('');
  const [results, setResults] = useState<CharityResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState<string | null>(null);
  const listId = useId();
  const addStep = typeof options.addStep === 'string' ? options.addStep : undefined;

  useEffect(() => {
    const query = charityQuery(input);
    if (!query) {
      setResults([]);
      setSearched(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchCharities(query, abort.signal)
        .then((found) => {
          setResults(found);
          setSearched(query);
          setActive(-1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) console.warn('Charity search failed', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [input]);

  const pick = (result: CharityResult) => {
    if (!picked.some((p) => String(p.id) === String(result.id))) {
      onChange([...picked, { uuid: crypto.randomUUID(), id: result.id, name: result.name, regNumber: result.regNumber, logo: result.logo }]);
    }
    setInput('');
    setOpen(false);
    setActive(-1);
  };
  const showList = open && searched !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter in the search picks the highlighted charity; it never submits the page.
      event.preventDefault();
      if (showList && active >= 0 && results[active]) pick(results[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <fieldset className="ww-fieldset charity-search" aria-describedby={groupDescribedBy(id, uiSchema, rawErrors)}>
      <legend className="ww-legend">{label}</legend>
      <GroupHintAndError id={id} uiSchema={uiSchema} rawErrors={rawErrors} />
      <div className="charity-search__box">
        <label htmlFor={id} className="visually-hidden">
          {text.label}
        </label>
        <input
          id={id}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={input}
          readOnly={readonly}
          maxLength={50}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => searched && setOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label={text.label} className="charity-search__list" hidden={!showList}>
          {results.map((result, i) => (
            <li
              key={result.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'charity-search__option charity-search__option--active' : 'charity-search__option'}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(result);
              }}
            >
              <span className="charity-search__name">{result.name}</span>
              {result.regNumber && <span className="charity-search__reg"> {fillCopy(text.regNumber, { regNumber: result.regNumber })}</span>}
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {searched === null ? '' : results.length ? pluralText(text.results, results.length, contentLanguage()) : fillCopy(text.noResults, { query: searched })}
        </p>
        {showList && results.length === 0 && <p className="charity-search__none">{fillCopy(text.noResults, { query: searched ?? '' })}</p>}
      </div>
      {addStep && (
        <button type="button" className="link-button charity-search__manual" onClick={() => context.openStep(addStep)}>
          {text.addManually}
        </button>
      )}
    </fieldset>
  );
}
