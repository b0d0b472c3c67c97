import { assetFromForm, assetToForm } from '../will/assets/assets';

type Data = Record<string, unknown>;

/**
 * A form whose answers have another shape than the slice it binds (an asset's value is text, or an object for a
 * property): `toForm` turns the stored slice into the form's answers, `fromForm` the answers back into the slice.
 * A step file names one in `shape`; unlike `views` (one field, the whole will) a shape maps the whole bound slice.
 */
export type StepShape = { toForm: (slice: Data) => Data; fromForm: (form: Data) => Data };

/** The named shapes of step files (`shape`). */
export const stepShapes: Record<string, StepShape> = {
  'asset.form': { toForm: assetToForm, fromForm: assetFromForm },
};
