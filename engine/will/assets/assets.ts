import assetTypes from '../../../schemas/catalogue/asset-types.json';
import wizardCopy from '../../../schemas/copy/wizard.json';
import { interpolate } from '../../steps/interpolate';
import { formatPounds } from '../money';
import type { Asset } from '../will';

/** SPEC 3.4: an asset type, its label and the label of its one text field (none for property). */
export type AssetType = { selector: Asset['selector']; label: string; fieldLabel: string | null };

/** The six asset types of SPEC 3.4, from schemas/catalogue/asset-types.json. */
export const ASSET_TYPES = assetTypes as AssetType[];

/** The fields of a property's value (SPEC 3.2) that a form asks beside the type. */
const PROPERTY_FIELDS = ['address', 'mortgage', 'owner', 'manualAddress', 'hasUserAddress'] as const;

/** How an asset reads in the financial list: its type's label, then its text or the property's address, then the estimated value entered. */
export function assetLabel(asset: Asset): string {
  const type = ASSET_TYPES.find((t) => t.selector === asset.selector);
  const detail = typeof asset.value === 'string' ? asset.value : (asset.value?.address ?? '');
  const label = detail ? `${type?.label ?? asset.selector}: ${detail}` : (type?.label ?? asset.selector);
  return typeof asset.estimatedValue === 'number' ? interpolate(wizardCopy.assetRow.withValue, { label, value: formatPounds(asset.estimatedValue) }) : label;
}

type Data = Record<string, unknown>;

/**
 * A stored asset (`{selector, value}`, SPEC 3.2) as the asset form asks it: the text under a field named after its
 * selector (`{selector: 'pension', pension: 'Aviva'}`), a property's parts beside the selector; the optional
 * estimated value and a mortgaged property's amount owed (whole pounds) as the digits the money field shows.
 */
export function assetToForm(slice: Data): Data {
  const { selector, value, estimatedValue } = slice;
  if (typeof selector !== 'string') return {};
  const estimate = typeof estimatedValue === 'number' ? { estimatedValue: String(estimatedValue) } : {};
  if (value !== null && typeof value === 'object') {
    const { mortgageOwed, ...parts } = value as Data;
    return { selector, ...parts, ...(typeof mortgageOwed === 'number' ? { mortgageOwed: String(mortgageOwed) } : {}), ...estimate };
  }
  return value === undefined ? { selector, ...estimate } : { selector, [selector]: value, ...estimate };
}

/** The asset form's answers as the stored asset: the inverse of assetToForm. */
export function assetFromForm(form: Data): Data {
  const selector = form.selector;
  if (typeof selector !== 'string') return { selector: undefined, value: undefined, estimatedValue: undefined };
  const estimatedValue = poundsOf(form.estimatedValue);
  if (selector !== 'property') return { selector, value: form[selector], estimatedValue };
  const value: Data = Object.fromEntries(PROPERTY_FIELDS.filter((key) => form[key] !== undefined).map((key) => [key, form[key]]));
  // What is owed is kept only while the property is mortgaged; empty means not known.
  const owed = form.mortgage === 'Yes' ? poundsOf(form.mortgageOwed) : undefined;
  if (owed !== undefined) value.mortgageOwed = owed;
  return { selector, value, estimatedValue };
}

/** Whole pounds from the money field's text ('250,000' or '250000'); undefined when left empty (no estimate). */
function poundsOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const digits = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
