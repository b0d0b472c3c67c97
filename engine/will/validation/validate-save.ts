import { validateSavePayload } from '../../generated/will-schema-validator';
import { normaliseSaveTracked, type SaveOrigins } from '../normalise-save';
import { CURRENT_SCHEMA_VERSION, type SavePayload, type Will } from '../will';
import { adultErrors } from './adult-rules';
import { birthdayErrors } from './birthday-rules';
import { charityErrors } from './charity-rules';
import { giftErrors } from './gift-rules';
import { VALIDATION_MESSAGES as M, mergeFieldErrors, type FieldErrors } from './field-errors';
import { maritalStatusErrors } from './marital-rules';
import { personNameErrors } from './name-rules';
import { petErrors } from './pet-rules';
import { recordKeyErrors } from './record-key-rules';
import { fieldKey, schemaFieldErrors } from './schema-errors';
import { stepErrors } from './step-rules';
import { normaliseStrings, textCharacterErrors } from './text-characters';
import { wishesErrors } from './wishes-rules';

export type SaveValidation = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

/** The stored will a save payload describes: its sections plus people.relations and people.children, without revision. */
function willFromPayload(payload: SavePayload): Will {
  const { people, revision: _revision, ...sections } = payload;
  return { ...sections, schemaVersion: CURRENT_SCHEMA_VERSION, relations: people.relations, children: people.children };
}

/**
 * The one check of a will save (SPEC 3.5), shared by server and web. `payload` may be anything; it never throws.
 * 0. Every string NFC-normalised (a decomposed accent is stored as one character).
 * 1. The precompiled will.schema.json validator (errors keyed by payload path).
 * 2. No string anywhere holds a control, invisible or text-direction character, and one-line fields (names,
 *    addresses, gift descriptions) no tab or line break (textCharacterErrors), so none reaches the PDF.
 *    Each uuid keys one record across relations, children, pets and charity (recordKeyErrors).
 * 3. normaliseSave: the will as it will be stored (dangling and repeated references dropped, partner cleared by a
 *    status that needs none).
 * 4. The named rules on that normalised will, on `today` (ISO date): birthdays; will-writer, partner, guardian and
 *    executor ages; gifts (money, and descriptions beyond their starter text); charity numbers; the marital status against its catalogue entry; pets; funeral wishes; passedSteps.
 *    `previous` is the stored will: guardians, estate and executors are judged by their step's rule whenever they
 *    are passed, except a passed section only carried over (records removed) from `previous` (section-rules.ts).
 *    Omitted, nothing counts as passed before.
 * So what is validated is exactly what is stored. Errors on `will.estate.<i>`, `will.gifts.<i>` and
 * `will.executors.<i>` name the item's index in the payload, not in the normalised list.
 * On success `will` is the normalised will to store; on failure `fields` maps SPEC paths to messages.
 */
export function validateSave(input: unknown, today: string, previous?: Partial<Will> | null): SaveValidation {
  const payload = normaliseStrings(input);
  if (!validateSavePayload(payload)) {
    return { ok: false, message: M.summary, fields: schemaFieldErrors(validateSavePayload.errors ?? []) };
  }
  const valid = payload as SavePayload;
  const badText = textCharacterErrors(valid, fieldKey);
  if (Object.keys(badText).length > 0) return { ok: false, message: M.summary, fields: badText };
  const raw = willFromPayload(valid);
  const clashes = recordKeyErrors(raw);
  if (Object.keys(clashes).length > 0) return { ok: false, message: M.summary, fields: clashes };

  const { will, origins } = normaliseSaveTracked(raw);
  const fields = mergeFieldErrors(
    birthdayErrors(will, today),
    adultErrors(will, today),
    giftErrors(will, previous ?? {}),
    charityErrors(will, previous ?? {}),
    personNameErrors(will, previous ?? {}),
    maritalStatusErrors(will),
    petErrors(will),
    wishesErrors(will),
    stepErrors(will, today, previous ?? {}),
  );
  if (Object.keys(fields).length > 0) return { ok: false, message: M.summary, fields: toPayloadIndices(fields, origins) };
  return { ok: true, will, revision: valid.revision };
}

const LIST_ITEM_KEY = /^will\.(estate|gifts|executors)\.(\d+)(?=\.|$)/;

/** Errors keyed by normalised list index (`will.estate.1.amount`) re-keyed by the item's index in the payload. */
function toPayloadIndices(fields: FieldErrors, origins: SaveOrigins): FieldErrors {
  const remapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const match = LIST_ITEM_KEY.exec(key);
    const list = match?.[1] as keyof SaveOrigins | undefined;
    const origin = list ? origins[list][Number(match?.[2])] : undefined;
    remapped[origin === undefined ? key : key.replace(LIST_ITEM_KEY, `will.${list}.${origin}`)] = messages;
  }
  return remapped;
}
