import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { joinAddress, splitJoinedAddress, type ManualAddressParts } from '../../engine/will/about-you/address';
import { AddressLookup } from './address-lookup';
import { AddressManualFields, hasRequiredParts } from './address-manual-fields';
import { GroupHintAndError, groupDescribedBy } from './group-hint-and-error';
import { errorAria } from './error-aria';
import { useGroupFocus } from './use-group-focus';
import { widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

/** The widget renders its own <fieldset> and <legend>, so the field template must not render a label. */
export const widgetMeta = { ownsLabel: true };

/** review: an existing address shown read-only with 'Change address'; lookup: by postcode; manual: five fields. */
type Mode = 'review' | 'lookup' | 'manual';

const EMPTY_PARTS: ManualAddressParts = { firstLine: '', postcode: '', town: '', county: '', country: '' };

const PART_KEYS = ['firstLine', 'postcode', 'town', 'county', 'country'] as const;

/**
 * The address the parts make. Where the step keeps the parts (`partsField`) and checks each one, whatever is typed
 * (each missing part then has its own message); otherwise only a complete address, so a part missing reads as no address.
 */
function manualValue(parts: ManualAddressParts, kept: boolean): string {
  return kept || hasRequiredParts(parts) ? joinAddress(parts) : '';
}

/** Parts as stored (SPEC 3.2), when they are: the five strings, blanks for missing ones. */
function storedParts(value: unknown): ManualAddressParts | null {
  if (!value || typeof value !== 'object') return null;
  const parts = value as Record<string, unknown>;
  return Object.fromEntries(PART_KEYS.map((key) => [key, typeof parts[key] === 'string' ? parts[key] : ''])) as ManualAddressParts;
}

/**
 * The parts to edit when switching to manual entry: those typed before if they still make the value, those stored
 * with it, else the value split up.
 */
function partsFor(value: string, typed: ManualAddressParts, stored: ManualAddressParts | null): ManualAddressParts {
  if (!value || joinAddress(typed) === value) return typed;
  if (stored && joinAddress(stored) === value) return stored;
  // An address with no recognisable postcode goes whole into the first line, so nothing typed is lost.
  return splitJoinedAddress(value) ?? { ...EMPTY_PARTS, firstLine: value };
}

function stringOption(options: WidgetProps['options'], key: string): string | undefined {
  const option = options[key];
  return typeof option === 'string' && option !== '' ? option : undefined;
}

/**
 * The address widget (SPEC 2.3, 3.2, 4.3, 5). Its value is the single joined address string. Lookup by postcode
 * offers results as radios and shows the picked one read-only; a toggle switches to five manual fields and back;
 * 'Same as my address' copies the user's address. Sets sibling fields through `formContext.patch`.
 * ui:options: `manualFlag` (default "manualAddress"), `sameAsUserFlag` (e.g. "hasUserAddress"; the checkbox shows
 * only with it and `formContext.userAddress`), `autocomplete: "off"`, and any key of copy/widgets.json "address".
 */
export default function AddressWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, options, rawErrors } = props;
  const context = props.registry.formContext as WizardContext;
  const value = typeof props.value === 'string' ? props.value : '';
  const text = widgetCopy('address', options);
  const manualFlag = stringOption(options, 'manualFlag') ?? 'manualAddress';
  const sameAsFlag = stringOption(options, 'sameAsUserFlag');
  const userAddress = sameAsFlag ? context.userAddress : undefined;
  const disabled = Boolean(props.disabled || props.readonly);
  const autocomplete = options.autocomplete !== 'off';
  const name = htmlName || id;

  // `partsField` (e.g. "addressParts"): the sibling field that keeps a manual address's parts, shown again on reopening.
  const partsField = stringOption(options, 'partsField');
  const stored = partsField ? storedParts(context.answers?.[partsField]) : null;
  const reopened = Boolean(value && stored && joinAddress(stored) === value);
  const [mode, setMode] = useState<Mode>(reopened ? 'manual' : value ? 'review' : 'lookup');
  // The sibling flag is not visible to a widget, so an address equal to the user's is taken as 'same as'.
  const [sameAsUser, setSameAsUser] = useState(Boolean(userAddress && value && value === userAddress.address));
  const [parts, setParts] = useState<ManualAddressParts>(() => (reopened && stored ? stored : EMPTY_PARTS));
  // The parts' ids (the error summary links each part's error there) and errors, when the step keeps them.
  const prefix = id.slice(0, id.lastIndexOf('_'));
  const partIds = partsField ? (Object.fromEntries(PART_KEYS.map((key) => [key, `${prefix}_${partsField}_${key}`])) as Record<(typeof PART_KEYS)[number], string>) : undefined;
  const partErrors = partsField ? Object.fromEntries(PART_KEYS.flatMap((key) => context.fieldErrors?.[`${partsField}.${key}`]?.slice(0, 1).map((m) => [key, m]) ?? [])) : undefined;
  const focus = useGroupFocus(id, props.value, props.onBlur, props.onFocus);
  const pendingFocus = useRef(false);

  useEffect(() => {
    // After the user switches mode, focus the new mode's first control, which carries the field's id.
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const target = document.getElementById(id);
    (target?.matches('input, textarea, select, button') ? target : target?.querySelector<HTMLElement>('input'))?.focus();
  });

  const shownMode: Mode = mode === 'review' && !value ? 'lookup' : mode;
  const switchTo = (next: Mode) => {
    pendingFocus.current = true;
    setMode(next);
  };

  const pick = (picked: string) => {
    props.onChange(picked);
    context.patch({ [manualFlag]: false, ...(sameAsFlag ? { [sameAsFlag]: false } : {}), ...(partsField ? { [partsField]: undefined } : {}) });
  };

  const editParts = (next: ManualAddressParts) => {
    setParts(next);
    props.onChange(manualValue(next, Boolean(partsField)));
    context.patch({ [manualFlag]: true, ...(sameAsFlag ? { [sameAsFlag]: false } : {}), ...(partsField ? { [partsField]: next } : {}) });
  };

  const toggleManual = () => {
    if (shownMode === 'manual') {
      switchTo('lookup');
      return;
    }
    const next = partsFor(value, parts, stored);
    setParts(next);
    if (manualValue(next, Boolean(partsField)) !== value || (partsField && !reopened)) editParts(next);
    switchTo('manual');
  };

  const toggleSameAs = (checked: boolean) => {
    if (!userAddress || !sameAsFlag) return;
    setSameAsUser(checked);
    if (checked) {
      props.onChange(userAddress.address);
      context.patch({ [sameAsFlag]: true, [manualFlag]: userAddress.manualAddress, ...(partsField ? { [partsField]: undefined } : {}) });
    } else {
      props.onChange('');
      context.patch({ [sameAsFlag]: false });
      setMode('lookup');
    }
  };

  const readOnlyAddress = (fieldId: string) => (
    <div className="ww-field">
      <label className="ww-label" htmlFor={fieldId}>
        {text.selectedAddress}
      </label>
      <textarea
        className="ww-textarea ww-address__selected"
        id={fieldId}
        name={`${name}-selected`}
        rows={2}
        readOnly
        value={value}
        {...(fieldId === id ? errorAria(id, rawErrors) : {})}
      />
    </div>
  );

  return (
    <fieldset
      className="ww-fieldset ww-address"
      aria-describedby={groupDescribedBy(id, props.uiSchema, rawErrors)}
      onBlur={focus.onBlur}
      onFocus={focus.onFocus}
    >
      {label && <legend className={hideLabel ? 'ww-visually-hidden' : 'ww-legend'}>{label}</legend>}
      <GroupHintAndError id={id} uiSchema={props.uiSchema} rawErrors={rawErrors} />
      {userAddress && (
        <div className="ww-checkbox">
          <input
            className="ww-checkbox__input"
            type="checkbox"
            id={`${id}-same-as-user`}
            name={`${name}-same-as-user`}
            checked={sameAsUser}
            disabled={disabled}
            onChange={(event) => toggleSameAs(event.target.checked)}
          />
          <label className="ww-checkbox__label" htmlFor={`${id}-same-as-user`}>
            {text.sameAsUser}
          </label>
        </div>
      )}
      {sameAsUser && readOnlyAddress(id)}
      {!sameAsUser && shownMode === 'review' && (
        <>
          {readOnlyAddress(id)}
          <button
            type="button"
            className="ww-button ww-button--secondary"
            disabled={disabled}
            onClick={() => switchTo('lookup')}
          >
            {text.changeAddress}
          </button>
        </>
      )}
      {!sameAsUser && shownMode === 'lookup' && (
        <>
          <AddressLookup
            postcodeId={id}
            idPrefix={id}
            name={name}
            value={value}
            text={text}
            disabled={disabled}
            autocomplete={autocomplete}
            rawErrors={rawErrors}
            lookupAddresses={(postcode) => context.lookupAddresses(postcode)}
            onPick={pick}
          />
          {value && readOnlyAddress(`${id}-selected`)}
        </>
      )}
      {!sameAsUser && shownMode === 'manual' && (
        <AddressManualFields
          id={id}
          partIds={partIds}
          partErrors={partErrors}
          name={name}
          parts={parts}
          text={text}
          disabled={disabled}
          autocomplete={autocomplete}
          invalid={Boolean(rawErrors?.length)}
          onChange={editParts}
        />
      )}
      <button
        type="button"
        className="ww-link-button ww-address__toggle"
        disabled={disabled || sameAsUser}
        onClick={toggleManual}
      >
        {shownMode === 'manual' ? text.searchByPostcode : text.enterManually}
      </button>
    </fieldset>
  );
}
