import { CIVIL_PARTNERSHIP, ENGAGED, WIDOWED } from '../will/family/marital-status';
import type { DraftContext } from './draft-context';
import type { InstructionStep, Paragraph, SigningInstructions } from './draft-document';
import { DRAFTING_COPY, fill, joinList } from './drafting-copy';
import { contemplatedEvent, contemplatedPartner } from './clauses/marriage';

const S = DRAFTING_COPY.signing;

/** Everyone named in the will as a beneficiary or executor who could be asked to witness: people, not charities. */
function peopleToAvoid(ctx: DraftContext): string[] {
  return ctx.namer
    .named(['beneficiary', 'executor'])
    .filter((p) => p.kind !== 'charity')
    .map((p) => p.name);
}

function marriageParagraphs(ctx: DraftContext): Paragraph[] {
  const status = ctx.will.maritalStatus?.id;
  // A widowed user has no spouse to divorce; a civil partner learns that converting to a marriage keeps the will.
  const divorce: Paragraph[] = status === WIDOWED ? [] : [{ text: S.marriage.divorce }];
  const conversion: Paragraph[] = status === CIVIL_PARTNERSHIP ? [{ text: S.marriage.conversion }] : [];
  // A will made expecting a marriage says only what that marriage does not revoke; the general rule would contradict it.
  const partner = contemplatedPartner(ctx.will);
  if (partner) {
    const comc = contemplatedEvent(ctx.will) === 'civilPartnership' ? S.marriage.comcCivilPartnership : S.marriage.comc;
    return [{ text: fill(comc, { partner: ctx.namer.party(partner)!.name }) }, ...divorce, ...mirrorParagraph(ctx)];
  }
  const paragraphs: Paragraph[] = [{ text: S.marriage.text }, ...conversion];
  if (status === ENGAGED && ctx.will.maritalStatus?.comc === false) paragraphs.push({ text: S.marriage.engagedWithoutComc });
  return [...paragraphs, ...divorce, ...mirrorParagraph(ctx)];
}

/** A will naming a partner says that mirror wills can each be changed later and do not bind the survivor. */
function mirrorParagraph(ctx: DraftContext): Paragraph[] {
  // Not by name: the guide names only people the will gives a role (draft-will.property.test.ts).
  return ctx.will.partner && ctx.namer.party(ctx.will.partner) ? [{ text: S.marriage.mirror }] : [];
}

/**
 * Signing instructions for this will: two independent adult witnesses present together; who must not witness, by
 * name; signing and witnessing; no attachments; where to keep it; marriage and civil partnership. Call after every
 * clause is drafted, so the namer knows each beneficiary and executor.
 */
export function signingInstructions(ctx: DraftContext): SigningInstructions {
  const avoid = peopleToAvoid(ctx);
  const notBeneficiaries: Paragraph[] = [{ text: S.notBeneficiaries.text }];
  if (avoid.length > 0) notBeneficiaries.push({ text: S.notBeneficiaries.listIntro, items: avoid.map((text) => ({ label: '•', text })) });
  if (ctx.facts.childrenMayInherit) notBeneficiaries.push({ text: S.notBeneficiaries.substitutes });
  const executors = ctx.facts.executorNames;
  const tell = executors.length === 1 ? S.storage.tellExecutor : S.storage.tellExecutors;
  const storage: Paragraph[] = [{ text: executors.length > 0 ? `${S.storage.text} ${fill(tell, { executors: joinList(executors) })}` : S.storage.text }];
  const steps: Omit<InstructionStep, 'number'>[] = [
    { heading: S.witnesses.heading, paragraphs: [{ text: S.witnesses.text }] },
    { heading: S.notBeneficiaries.heading, paragraphs: notBeneficiaries },
    { heading: S.sign.heading, paragraphs: [{ text: S.sign.text }] },
    { heading: S.witnessesSign.heading, paragraphs: [{ text: S.witnessesSign.text }] },
    { heading: S.noAttachments.heading, paragraphs: [{ text: S.noAttachments.text }] },
    { heading: S.storage.heading, paragraphs: storage },
    { heading: S.marriage.heading, paragraphs: marriageParagraphs(ctx) },
    // What the executors' administrative powers (clauses/powers.ts) are for, whenever the will has them.
    ...(executors.length > 0 ? [{ heading: S.powers.heading, paragraphs: [{ text: S.powers.text }] }] : []),
  ];
  return { heading: S.heading, intro: S.intro, steps: steps.map((step, i) => ({ number: i + 1, ...step })) };
}
