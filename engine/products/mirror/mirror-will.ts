/**
 * Mirror wills: the partner's will prefilled from the inviter's, as a copy made once.
 * The partner's About You comes from the inviter's Family answers for them; the inviter becomes the partner (kept
 * under the uuid the inviter's will gave the partner, so every role the partner held passes to the inviter: roles
 * swapped); the marital status, children (each waiting for the partner's "is this also your child?"), other
 * relations, pets, guardians, the estate (the inviter first, then the same people and charities with the same
 * substitutes; no messages) and the people chosen as executors, with their replacements, are copied. Gifts, funeral
 * and other wishes, messages, assets and every answer about the inviter's own circumstances are not, nor is a personal
 * declaration: the capacity statement, and the trustee-terms declaration (the trustee service is appointed only by its
 * own tick, so the partner reads and ticks the terms themselves). No step is passed.
 */
import { STEP_ESTATE, STEP_EXECUTORS, STEP_FAMILY, STEP_GUARDIANS, STEP_YOURSELF } from '../../steps/steps';
import { removeTrustee } from '../../will/executors/executors';
import { CURRENT_SCHEMA_VERSION, type Charities, type Children, type EstateShare, type Relation, type Relations, type Will } from '../../will/will';

export type MirrorRefusal = 'noPartner' | 'aboutYouIncomplete' | 'partnerIncomplete';
export type MirrorResult = { ok: true; will: Will } | { ok: false; reason: MirrorRefusal };

/** Whether the inviter's will holds what a mirror needs: a complete About You and a partner named in Family. */
function mirrorRefusal(inviter: Will): MirrorRefusal | null {
  const partner = inviter.partner ? inviter.relations?.[inviter.partner] : undefined;
  if (!inviter.partner || !partner) return 'noPartner';
  const me = inviter.userInfo;
  if (!me?.fullName?.trim() || !me.birthday || !me.address?.trim()) return 'aboutYouIncomplete';
  if (!partner.fullName.trim() || !partner.birthday || !partner.address.trim()) return 'partnerIncomplete';
  return null;
}

/** The partner's prefilled will, from the inviter's will; the inviter's will is not changed. */
export function mirrorWill(inviter: Will): MirrorResult {
  const refusal = mirrorRefusal(inviter);
  if (refusal) return { ok: false, reason: refusal };
  const partnerId = inviter.partner as string;
  const partner = inviter.relations?.[partnerId] as Relation;
  const me = inviter.userInfo ?? {};
  const home = partner.address;

  const atHome = (address: string) => sameAddress(address, home);
  const inviterAsPartner: Relation = {
    ...(me.title ? { title: me.title } : {}),
    fullName: (me.fullName ?? '').trim(),
    birthday: me.birthday as string,
    address: (me.address ?? '').trim(),
    ...(me.manualAddress !== undefined ? { manualAddress: me.manualAddress } : {}),
  };
  if (atHome(inviterAsPartner.address)) inviterAsPartner.hasUserAddress = true;

  const relations: Relations = { [partnerId]: inviterAsPartner };
  for (const [uuid, person] of Object.entries(inviter.relations ?? {})) {
    if (uuid !== partnerId) relations[uuid] = livesAt(person, atHome);
  }
  const children: Children = {};
  for (const [uuid, child] of Object.entries(inviter.children ?? {})) children[uuid] = livesAt(child, atHome);

  const estate = mirroredEstate(inviter.estate ?? [], partnerId);
  const charity = referencedCharities(inviter, estate);
  const executors = removeTrustee(inviter).executors ?? [];
  const will: Will = {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    passedSteps: [],
    userInfo: {
      title: partner.title ?? '',
      fullName: partner.fullName.trim(),
      birthday: partner.birthday,
      address: home,
      ...(partner.manualAddress !== undefined ? { manualAddress: partner.manualAddress } : {}),
    },
    ...(inviter.maritalStatus ? { maritalStatus: { ...inviter.maritalStatus } } : {}),
    partner: partnerId,
    relations,
    children,
    ...(inviter.pets ? { pets: structuredClone(inviter.pets) } : {}),
    ...(inviter.guardians ? { guardians: structuredClone(inviter.guardians) } : {}),
    ...(estate.length > 0 ? { estate } : {}),
    ...(inviter.estate_split_type && estate.length > 0 ? { estate_split_type: inviter.estate_split_type } : {}),
    ...(Object.keys(charity).length > 0 ? { charity } : {}),
    ...(inviter.residueFallback ? { residueFallback: structuredClone(inviter.residueFallback) } : {}),
    ...(inviter.trustAge !== undefined ? { trustAge: inviter.trustAge } : {}),
    ...(inviter.vestedAt18 !== undefined ? { vestedAt18: inviter.vestedAt18 } : {}),
    ...(inviter.executors ? { executors: structuredClone(executors) } : {}),
    ...(inviter.replacementExecutors ? { replacementExecutors: [...inviter.replacementExecutors] } : {}),
    ...(inviter.executorCategory !== undefined ? { executorCategory: inviter.executorCategory } : {}),
    mirror: {
      inviterName: inviterAsPartner.fullName,
      prefilledSteps: prefilledSteps(inviter, estate, executors.length),
      childrenToConfirm: Object.keys(children),
    },
  };
  return { ok: true, will };
}

/** The inviter's estate shares, the share left to the partner (now the inviter) first, without messages. */
function mirroredEstate(shares: readonly EstateShare[], partnerId: string): EstateShare[] {
  const copied = shares.map(({ message: _message, ...share }) => structuredClone(share));
  const isInviter = (share: EstateShare) => share.beneficiary.type === 'person' && share.beneficiary.uuid === partnerId;
  return [...copied.filter(isInviter), ...copied.filter((share) => !isInviter(share))];
}

/** The charities the copied estate names (as beneficiaries, substitutes or the fallback); charities only in gifts stay behind. */
function referencedCharities(inviter: Will, estate: readonly EstateShare[]): Charities {
  const named = new Set<string>();
  for (const share of estate) {
    if (share.beneficiary.type === 'charity') named.add(share.beneficiary.uuid);
    for (const uuid of share.substitutes ?? []) named.add(uuid);
  }
  for (const uuid of inviter.residueFallback?.charities ?? []) named.add(uuid);
  const charities: Charities = {};
  for (const [uuid, charity] of Object.entries(inviter.charity ?? {})) if (named.has(uuid)) charities[uuid] = { ...charity };
  return charities;
}

/** The steps whose answers the copy filled in: About You and Family always, the others when they hold something. */
function prefilledSteps(inviter: Will, estate: readonly EstateShare[], executorCount: number): number[] {
  const steps = [STEP_YOURSELF, STEP_FAMILY];
  if (Object.keys(inviter.guardians ?? {}).length > 0) steps.push(STEP_GUARDIANS);
  if (estate.length > 0) steps.push(STEP_ESTATE);
  if (executorCount > 0) steps.push(STEP_EXECUTORS);
  return steps;
}

/** A copy of a person with hasUserAddress set only when they live at the new will-writer's address. */
function livesAt<T extends { address: string; hasUserAddress?: boolean }>(person: T, atHome: (address: string) => boolean): T {
  const { hasUserAddress: _old, ...rest } = person;
  return (atHome(person.address) ? { ...rest, hasUserAddress: true } : rest) as T;
}

function sameAddress(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
