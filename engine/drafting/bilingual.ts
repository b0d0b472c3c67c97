/**
 * A bilingual will: the Welsh and the English documents drafted from the same clause builders and the same answers,
 * merged clause after clause (each clause's Welsh, then its English, under one number and a heading in both), so the
 * numbers and cross-references are the same in both texts. Its opening clause says the English prevails.
 */
import { deepEqual } from 'fast-equals';
import type { Clause, DraftDocument, LetterOfWishes, Paragraph, SignatureParty, SigningInstructions } from './draft-document';

/** Between a Welsh label and its English in a heading or a footer: 'Datganiad / Declaration'. */
const BOTH = ' / ';

const both = (welsh: string, english: string) => (welsh === english ? welsh : `${welsh}${BOTH}${english}`);
const welshAndEnglish = (welsh: Paragraph[], english: Paragraph[]): Paragraph[] => [
  ...welsh.map((p) => ({ ...p, lang: 'cy' as const })),
  ...english.map((p) => ({ ...p, lang: 'en' as const })),
];
const paragraphsOf = (welsh: string, english: string) => (welsh === english ? welsh : `${welsh}\n${english}`);

function party(welsh: SignatureParty, english: SignatureParty): SignatureParty {
  return { heading: both(welsh.heading, english.heading), fields: welsh.fields.map((field, i) => both(field, english.fields[i] ?? '')) };
}

function clause(welsh: Clause, english: Clause): Clause {
  const merged: Clause = { ...english, heading: both(welsh.heading, english.heading), paragraphs: welshAndEnglish(welsh.paragraphs, english.paragraphs) };
  if (welsh.signatures && english.signatures) {
    merged.signatures = {
      testator: party(welsh.signatures.testator, english.signatures.testator),
      witnesses: welsh.signatures.witnesses.map((witness, i) => party(witness, english.signatures!.witnesses[i]!)),
    };
  }
  return merged;
}

function guide(welsh: SigningInstructions, english: SigningInstructions): SigningInstructions {
  return {
    heading: both(welsh.heading, english.heading),
    intro: paragraphsOf(welsh.intro, english.intro),
    steps: english.steps.map((step, i) => ({ ...step, heading: both(welsh.steps[i]!.heading, step.heading), paragraphs: welshAndEnglish(welsh.steps[i]!.paragraphs, step.paragraphs) })),
  };
}

/**
 * A letter's paragraphs, each in Welsh then in English. The user's own words under a paragraph (a message, a reason
 * for leaving someone out) are the same in both drafts, never translated: they are printed once, after both
 * languages' lead-in, and the letter's notice says so.
 */
function letterParagraphs(welsh: Paragraph[], english: Paragraph[]): Paragraph[] {
  return english.flatMap((paragraph, i) => {
    const { items: welshItems, ...lead } = welsh[i]!;
    const sameWords = deepEqual(welshItems, paragraph.items);
    return [{ ...lead, ...(welshItems && !sameWords ? { items: welshItems } : {}), lang: 'cy' as const }, { ...paragraph, lang: 'en' as const }];
  });
}

function letter(welsh: LetterOfWishes | null, english: LetterOfWishes | null): LetterOfWishes | null {
  if (!welsh || !english) return english;
  return {
    title: both(welsh.title, english.title),
    notice: paragraphsOf(welsh.notice, english.notice),
    sections: english.sections.map((section, i) => ({ heading: both(welsh.sections[i]!.heading, section.heading), paragraphs: letterParagraphs(welsh.sections[i]!.paragraphs, section.paragraphs) })),
    signature: party(welsh.signature, english.signature),
  };
}

/** The Welsh and English drafts of one will (drafted alike, so clause for clause the same kinds) as one document. */
export function bilingualDocument(welsh: DraftDocument, english: DraftDocument): DraftDocument {
  const labels = Object.fromEntries(
    Object.entries(english.labels).map(([key, text]) => [key, key === 'draftNotice' || key === 'awaitingApproval' ? paragraphsOf(welsh.labels[key as keyof typeof welsh.labels], text) : both(welsh.labels[key as keyof typeof welsh.labels], text)]),
  ) as unknown as DraftDocument['labels'];
  return {
    ...english,
    title: both(welsh.title, english.title),
    labels,
    clauses: english.clauses.map((c, i) => clause(welsh.clauses[i]!, c)),
    signingInstructions: guide(welsh.signingInstructions, english.signingInstructions),
    letterOfWishes: letter(welsh.letterOfWishes, english.letterOfWishes),
    warnings: welsh.warnings,
  };
}
