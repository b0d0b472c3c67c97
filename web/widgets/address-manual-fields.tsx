import { FieldError } from '../ui/field-error';
import type { ManualAddressParts } from '../../engine/will/about-you/address';
import { errorMessageId } from './error-aria';
import type { WidgetCopy } from './widget-copy';

type PartKey = keyof ManualAddressParts;

/** The five manual address fields in SPEC 5 order; the first three are required. */
const FIELDS: { key: PartKey; required: boolean; autocomplete: string; width?: number }[] = [
  { key: 'firstLine', required: true, autocomplete: 'address-line1' },
  { key: 'postcode', required: true, autocomplete: 'postal-code', width: 10 },
  { key: 'town', required: true, autocomplete: 'address-level2' },
  { key: 'county', required: false, autocomplete: 'address-level1' },
  { key: 'country', required: false, autocomplete: 'country-name' },
];

/** Whether every required part holds more than spaces. */
export function hasRequiredParts(parts: ManualAddressParts): boolean {
  return FIELDS.every(({ key, required }) => !required || Boolean(parts[key]?.trim()));
}

type Props = {
  /** The field's own id, given to the first line so the error summary focuses it (or to the group, with `partIds`). */
  id: string;
  /** Each part's own id (the error summary links a part's error there), when the parts are kept apart; else derived from `id`. */
  partIds?: Record<PartKey, string>;
  /** Each part's own error, when the step checks the parts one by one. */
  partErrors?: Partial<Record<PartKey, string>>;
  name: string;
  parts: ManualAddressParts;
  text: WidgetCopy['address'];
  disabled: boolean;
  autocomplete: boolean;
  /** The field has errors: required parts still blank are marked invalid (the first line when none is). */
  invalid: boolean;
  onChange(parts: ManualAddressParts): void;
};

/** Manual address entry (SPEC 5): Address*, Postcode*, City/Town*, County, Country. */
export function AddressManualFields(props: Props) {
  const { id, parts, text, invalid } = props;
  const blankRequired = FIELDS.filter(({ key, required }) => required && !parts[key]?.trim()).map(({ key }) => key);
  const isInvalid = (key: PartKey) =>
    invalid && (blankRequired.includes(key) || (blankRequired.length === 0 && key === 'firstLine'));

  const { partIds, partErrors = {} } = props;
  return (
    <div className="ww-address__manual" id={partIds ? id : undefined}>
      {FIELDS.map(({ key, required, autocomplete, width }) => {
        const inputId = partIds?.[key] ?? (key === 'firstLine' ? id : `${id}-${key}`);
        const own = partErrors[key];
        const describedBy = [own && errorMessageId(inputId), invalid && key === 'firstLine' && errorMessageId(id)].filter(Boolean).join(' ');
        return (
          <div className={own ? 'ww-field ww-field--error' : 'ww-field'} key={key}>
            <label className="ww-label" htmlFor={inputId}>
              {text[key]}
              {required && (
                <span className="ww-required" aria-hidden="true">
                  {text.requiredMark}
                </span>
              )}
            </label>
            <FieldError id={errorMessageId(inputId)}>{own}</FieldError>
            <input
              className={width ? `ww-input ww-input--width-${width}` : 'ww-input'}
              id={inputId}
              name={`${props.name}-${key}`}
              type="text"
              autoComplete={props.autocomplete ? autocomplete : 'off'}
              value={parts[key] ?? ''}
              disabled={props.disabled}
              aria-required={required || undefined}
              aria-invalid={isInvalid(key) || Boolean(own) || undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => props.onChange({ ...parts, [key]: event.target.value })}
            />
          </div>
        );
      })}
    </div>
  );
}
