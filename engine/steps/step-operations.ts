import { chooseCategory, resetStep } from '../will/operations/executor-operations';
import { familySave } from '../will/operations/family-save';
import { removeGiftOperation, saveGiftOperation } from '../will/operations/gift-operations';
import type { OperationInput, OperationResult, StepOperation } from '../will/operations/operation-types';
import { passStepOperation, unpassUnfinishedOperation } from '../will/operations/pass-step';
import { removeAsset } from '../will/operations/remove-asset';
import { removePerson } from '../will/operations/remove-person';
import { saveFuneralWishes, saveOtherWishes } from '../will/operations/save-wishes';
import { setMaritalStatusOperation } from '../will/operations/set-marital-status';
import { setGuardians } from '../will/operations/set-guardians';
import { setPartner } from '../will/operations/set-partner';
import { addManualCharity, addPartnerCharity, removeCharityOperation, requireBeneficiary } from '../will/operations/estate-operations';
import type { Will } from '../will/will';

export type { OperationInput, OperationResult, StepOperation };

/** The named operations of step files (`commit`, secondary actions' `operation`) and flow actions, ADR 0007. */
export const stepOperations: Record<string, StepOperation> = {
  'guardians.set': setGuardians,
  'assets.remove': removeAsset,
  'people.setPartner': setPartner,
  'people.remove': removePerson,
  'maritalStatus.set': setMaritalStatusOperation,
  'steps.pass': passStepOperation,
  'steps.unpassUnfinished': unpassUnfinishedOperation,
  'family.save': familySave,
  'estate.requireBeneficiary': requireBeneficiary,
  'charities.addManual': addManualCharity,
  'charities.addPartner': addPartnerCharity,
  'charities.remove': removeCharityOperation,
  'executors.choose': chooseCategory,
  'executors.resetStep': resetStep,
  'gifts.save': saveGiftOperation,
  'gifts.remove': removeGiftOperation,
  'wishes.saveFuneral': saveFuneralWishes,
  'wishes.saveOther': saveOtherWishes,
};

/**
 * Runs a `commit` reference, `name` or `name:arg` (`steps.pass:yourself`), on `will`.
 * Throws for a name the registry does not hold (a content error).
 */
export function runOperation(ref: string, will: Will, input: Omit<OperationInput, 'arg'>): OperationResult {
  const [name = '', arg] = ref.split(/:(.*)/s, 2);
  const operation = stepOperations[name];
  if (!operation) throw new Error(`Unknown operation ${name}`);
  return operation(will, { ...input, ...(arg !== undefined ? { arg } : {}) });
}
