/**
 * The will document's types. They are generated from schemas/will.schema.json by
 * scripts/generate-will.ts so the shape is written once; this file names the ones the app uses.
 */
import type { Will } from '../generated/will-types';

export type {
  Asset,
  AssetSelector,
  Beneficiary,
  Charities,
  Charity,
  Child,
  Children,
  EstateShare,
  EstateSplitType,
  Executor,
  ExecutorCategory,
  FuneralWishes,
  Gift,
  Guardians,
  LateSpouse,
  LateSpouseBandUse,
  MaritalStatus,
  OtherWishes,
  PartnerCharity,
  PartnerReferred,
  PersonTitle,
  Pet,
  PetType,
  Pets,
  PropertyValue,
  Relation,
  Relations,
  SavePayload,
  SubstituteType,
  UserInfo,
  Will,
  WillPeople,
} from '../generated/will-types';

/** The schema version this code writes; engine/will/migrations upgrades anything older to it. */
export const CURRENT_SCHEMA_VERSION = 2 as const;

/** A new, empty will: valid against will.schema.json and with no step passed. */
export function emptyWill(): Will {
  return { schemaVersion: CURRENT_SCHEMA_VERSION };
}
