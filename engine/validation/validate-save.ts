import { validateSavePayload } from '../generated/will-schema-validator';
import { normaliseSave } from '../normalise-save';
import { CURRENT_SCHEMA_VERSION, type SavePayload, type Will } from '../will';
import { adultErrors } from './adult-rules';
import { birthdayErrors } from './birthday-rules';
import { giftErrors } from './gift-rules';
import { VALIDATION_MESSAGES as M, mergeFieldErrors, type FieldErrors } from './field-errors';
import { petErrors } from './pet-rules';
import { schemaFieldErrors } from './schema-errors';
import { stepErrors } from './step-rules';
import { wishesErrors } from './wishes-rules';

export type SaveValidation = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

/** The stored will a save payload describes: its sections plus people.relations and people.children, without revision. */
export function willFromPayload(payload: SavePayload): Will {
  const { people, revision: _revision, ...sections } = payload;
  return { ...sections, schemaVersion: CURRENT_SCHEMA_VERSION, relations: people.relations, children: people.children };
}

/**
 * The one check of a will save (SPEC 3.5), shared by server and web. `payload` may be anything; it never throws.
 * Checks the precompiled will.schema.json validator, then the named rules on `today` (ISO date): birthdays,
 * partner/guardian/executor ages, money gifts, pets, funeral wishes, passedSteps. `previous` is the stored will: completeness of
 * guardians, estate and executors is only required of steps this save newly passes (all passed steps if omitted).
 * On success `will` is the normalised will to store; on failure `fields` maps SPEC paths to messages.
 */
export function validateSave(payload: unknown, today: string, previous?: Will | null): SaveValidation {
  if (!validateSavePayload(payload)) {
    return { ok: false, message: M.summary, fields: schemaFieldErrors(validateSavePayload.errors ?? []) };
  }
  const valid = payload as SavePayload;
  const will = willFromPayload(valid);
  const fields = mergeFieldErrors(
    birthdayErrors(will, today),
    adultErrors(will, today),
    giftErrors(will),
    petErrors(will),
    wishesErrors(will),
    stepErrors(will, today, previous?.passedSteps ?? []),
  );
  if (Object.keys(fields).length > 0) return { ok: false, message: M.summary, fields };
  return { ok: true, will: normaliseSave(will), revision: valid.revision };
}
