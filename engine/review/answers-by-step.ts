import answersCopy from '../../schemas/copy/answers.json';
import maritalStatuses from '../../schemas/catalogue/marital-statuses.json';
import assetTypes from '../../schemas/catalogue/asset-types.json';
import giftTypes from '../../schemas/catalogue/gift-types.json';
import substituteTypes from '../../schemas/catalogue/substitute-types.json';
import petTypes from '../../schemas/catalogue/pet-types.json';
import executorCategories from '../../schemas/catalogue/executor-categories.json';
import assetStep from '../../schemas/steps/financial-add-asset.json';
import funeralStep from '../../schemas/steps/funeral-wishes.json';
import { TRUSTEE_TYPE } from '../will/executors/executors';
import { interpolate } from '../steps/interpolate';
import { formatLongDate } from '../i18n/format';
import { contentIn, contentLanguage } from '../i18n/localised-content';
import type { Language } from '../i18n/language';
import { STEPS, isPassed, type StepId } from '../steps/steps';
import type { Pet, Will } from '../will/will';

/** One answer as a reviewer reads it; `key` is stable across revisions, so two revisions can be compared row by row. */
export type AnswerRow = { key: string; label: string; value: string };

/** The answers of one of the nine steps (SPEC 4.1), in order. */
export type StepAnswers = { step: StepId; title: string; passed: boolean; rows: AnswerRow[] };

/**
 * Every content file the answers are worded from, read in one language: the labels (schemas/copy/answers.json), the
 * catalogues' option labels and the forms' own option titles, so a value reads as the form offered it.
 */
function wordsIn(language: Language) {
  const asset = contentIn(assetStep, language).uiSchema;
  return {
    language,
    A: contentIn(answersCopy, language),
    maritalStatuses: contentIn(maritalStatuses, language),
    assetTypes: contentIn(assetTypes, language),
    giftTypes: contentIn(giftTypes, language),
    substituteTypes: contentIn(substituteTypes, language),
    petTypes: contentIn(petTypes, language),
    executorCategories: contentIn(executorCategories, language),
    steps: contentIn(STEPS, language),
    mortgage: asset.mortgage['ui:options'].enumNames as Record<string, string>,
    owner: asset.owner['ui:options'].enumNames as Record<string, string>,
    funeralTypes: contentIn(funeralStep, language).schema.properties.funeralType.oneOf,
  };
}
type Words = ReturnType<typeof wordsIn>;

/** Text that may be absent or blank, trimmed; '' when there is none. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function row(key: string, label: string, value: string): AnswerRow[] {
  return value ? [{ key, label, value }] : [];
}

/** The display name of any relation, child or charity the will names, or a placeholder for a dangling id. */
function nameOf(will: Will, uuid: string | null | undefined, { A }: Words): string {
  if (!uuid) return A.unknownPerson;
  const name = will.relations?.[uuid]?.fullName ?? will.children?.[uuid]?.fullName ?? will.charity?.[uuid]?.name ?? will.pets?.[uuid]?.name;
  return text(name) || A.unknownPerson;
}

const names = (will: Will, uuids: readonly (string | null | undefined)[], w: Words): string => uuids.map((uuid) => nameOf(will, uuid, w)).join(', ');

/** A date written out in the language of the labels beside it. */
const longDate = (iso: string, w: Words) => formatLongDate(iso, w.language);

function yourself(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  const info = will.userInfo;
  const status = w.maritalStatuses.find((s) => s.id === will.maritalStatus?.id);
  return [
    ...row('fullName', A.fullName, [text(info?.title), text(info?.fullName)].filter(Boolean).join(' ')),
    ...row('birthday', A.birthday, info?.birthday ? longDate(info.birthday, w) : ''),
    ...row('address', A.address, text(info?.address)),
    ...row('phoneNumber', A.phoneNumber, text(info?.phoneNumber)),
    // The option's label; the stored `description` is a value kept in English.
    ...row('maritalStatus', A.maritalStatus, status?.label ?? ''),
    ...row('comc', A.comc, typeof will.maritalStatus?.comc === 'boolean' ? (will.maritalStatus.comc ? A.yes : A.no) : ''),
  ];
}

/** A pet's kind as the form offered it (the catalogue's label), or as typed for another kind. */
function petType(pet: Pet, w: Words): string {
  if (pet.type === 'other' && text(pet.typeOther)) return text(pet.typeOther);
  return w.petTypes.find((t) => t.type === pet.type)?.label ?? text(pet.type);
}

function family(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  const partner = will.partner ? row('partner', A.partner, nameOf(will, will.partner, w)) : [];
  const children = Object.entries(will.children ?? {}).flatMap(([uuid, child]) =>
    child ? row(`child:${uuid}`, A.child, interpolate(A.childValue, { name: text(child.fullName), birthday: child.birthday ? longDate(child.birthday, w) : '' })) : [],
  );
  const pets = Object.entries(will.pets ?? {}).flatMap(([uuid, pet]) => (pet ? row(`pet:${uuid}`, A.pet, interpolate(A.petValue, { name: text(pet.name), type: petType(pet, w) })) : []));
  const relations = Object.entries(will.relations ?? {}).flatMap(([uuid, person]) =>
    person && uuid !== will.partner ? row(`relation:${uuid}`, A.relation, text(person.fullName)) : [],
  );
  return [...partner, ...children, ...pets, ...relations];
}

function guardians(will: Will, w: Words): AnswerRow[] {
  const chosen = Object.entries(will.guardians ?? {}).flatMap(([uuid, ids]) =>
    ids && ids.length > 0 ? row(`guardians:${uuid}`, interpolate(w.A.guardiansOf, { name: nameOf(will, uuid, w) }), names(will, ids, w)) : [],
  );
  const plans = Object.entries(will.pets ?? {}).flatMap(([uuid, pet]) => (pet?.hasPetCarePlan ? row(`petCarePlan:${uuid}`, text(pet.name), w.A.petCarePlan) : []));
  return [...chosen, ...plans];
}

/** A stored option's title in the form that offered it (a property's mortgage "Yes", its owner), else as stored. */
const optionTitle = (titles: Record<string, string>, value: string) => (Object.hasOwn(titles, value) ? titles[value]! : value);

function assetValue(value: unknown, w: Words): string {
  if (typeof value === 'string') return value.trim();
  if (!value || typeof value !== 'object') return '';
  const property = value as { address?: unknown; mortgage?: unknown; owner?: unknown };
  const parts = [text(property.address)];
  if (text(property.mortgage)) parts.push(interpolate(w.A.mortgage, { mortgage: optionTitle(w.mortgage, text(property.mortgage)) }));
  if (text(property.owner)) parts.push(interpolate(w.A.owner, { owner: optionTitle(w.owner, text(property.owner)) }));
  return parts.filter(Boolean).join('; ');
}

function financial(will: Will, w: Words): AnswerRow[] {
  return (will.assets ?? []).flatMap((asset, i) => {
    const type = w.assetTypes.find((t) => t.selector === asset.selector);
    return row(`asset:${i}`, type?.label ?? text(asset.selector), assetValue(asset.value, w));
  });
}

function estate(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  const split = will.estate_split_type ? A.splitTypes[will.estate_split_type] : '';
  const shares = (will.estate ?? []).flatMap((share) => {
    const substitute = w.substituteTypes.find((s) => s.id === share.substituteType);
    const parts = [interpolate(A.shareValue, { amount: share.amount ?? 0 })];
    if (substitute) {
      const who = substitute.needsSubstitutes && share.substitutes?.length ? `${substitute.label}: ${names(will, share.substitutes, w)}` : substitute.label;
      parts.push(interpolate(A.substitute, { substitute: who }));
    }
    const uuid = share.beneficiary?.uuid;
    return row(`share:${uuid ?? share.beneficiary?.type}`, nameOf(will, uuid, w), parts.join('; '));
  });
  const messages = (will.estate ?? []).flatMap((share) =>
    row(`message:${share.beneficiary?.uuid}`, interpolate(A.estateMessage, { name: nameOf(will, share.beneficiary?.uuid, w) }), text(share.message)),
  );
  return [...row('splitType', A.splitType, split), ...shares, ...messages, ...fallback(will, w), ...row('trustAge', A.trustAge, will.trustAge ? String(will.trustAge) : '')];
}

/** Who inherits if every gift of the residuary estate fails, as chosen (absent when not answered). */
function fallback(will: Will, w: Words): AnswerRow[] {
  const chosen = will.residueFallback;
  if (!chosen) return [];
  const who = chosen.type === 'charities' ? (chosen.charities ?? []) : chosen.type === 'people' ? (chosen.people ?? []) : [];
  return row('fallback', w.A.fallback, interpolate(w.A.fallbackTypes[chosen.type], { names: names(will, who, w) }));
}

function executors(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  const category = w.executorCategories.find((c) => c.id === will.executorCategory);
  const chosen = (will.executors ?? []).map((e) => (e.type === TRUSTEE_TYPE ? A.trustee : nameOf(will, e.uuid, w)));
  return [
    ...row('executorCategory', A.executorCategory, category?.label ?? ''),
    ...row('executors', A.executors, chosen.join(', ')),
    ...row('replacementExecutors', A.replacementExecutors, names(will, will.replacementExecutors ?? [], w)),
  ];
}

function funeralWishes(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  const wishes = will.funeralWishes;
  // The kind of funeral as the form offered it ("Something else", then the arrangements the user described).
  const type = w.funeralTypes.find((option) => option.const === wishes?.funeralType)?.title ?? '';
  const other = wishes?.funeralType === 'other' && text(wishes.funeralTypeOther) ? `${type}: ${text(wishes.funeralTypeOther)}` : type;
  return [
    ...row('funeralType', A.funeralType, other),
    ...row('finalRestingPlace', A.finalRestingPlace, text(wishes?.finalRestingPlace)),
    ...(wishes?.additionalWishes ?? []).flatMap((wish, i) => row(`additionalWish:${i}`, A.additionalWish, text(wish))),
  ];
}

function gifts(will: Will, w: Words): AnswerRow[] {
  const { A } = w;
  return (will.gifts ?? []).flatMap((gift, i) => {
    const type = w.giftTypes.find((t) => t.type === gift.type);
    const item = gift.type === 'money' ? interpolate(A.moneyItem, { amount: text(gift.itemDesc) }) : text(gift.itemDesc);
    const value = interpolate(A.giftValue, { item, beneficiaries: names(will, gift.beneficiaries ?? [], w) });
    const note = text(gift.moreInfo) ? `; ${interpolate(A.moreInfo, { moreInfo: text(gift.moreInfo) })}` : '';
    return row(`gift:${i}`, type?.label ?? gift.type, `${value}${note}`);
  });
}

function otherWishes(will: Will, { A }: Words): AnswerRow[] {
  return [...row('wish', A.wish, text(will.otherWishes?.wish)), ...row('disinherit', A.disinherit, text(will.otherWishes?.disinherit))];
}

const BUILDERS: Record<StepId, (will: Will, words: Words) => AnswerRow[]> = {
  yourself,
  family,
  guardians,
  financial,
  estate,
  executors,
  funeral_wishes: funeralWishes,
  gifts,
  other_wishes: otherWishes,
};

/**
 * The will's answers step by step in SPEC 4.1 order, in `language` (by default the reader's): labelled rows with
 * people named (not their ids), catalogue values by their labels and dates written out. The customer's record of
 * instructions reads them in the customer's language; the legal team's console in English. Pure; never throws for a
 * will that passes the schema (a dangling id reads as a placeholder).
 */
export function answersByStep(will: Will, language: Language = contentLanguage()): StepAnswers[] {
  const words = wordsIn(language);
  return words.steps.map((step) => ({ step: step.id, title: step.title, passed: isPassed(will.passedSteps, step.number), rows: BUILDERS[step.id](will, words) }));
}
