/**
 * The structured will that engine/drafting produces and that both the PDF renderer and the HTML preview draw:
 * numbered clauses of numbered paragraphs, then the signing instructions, then the checks that failed. The will, the
 * signing guide and the letter of wishes are three separate documents: each is drawn as its own PDF.
 */
import type { StepId } from '../steps/steps';
import type { PendingWelsh } from './welsh-approval';
import type { WillLanguage } from './will-language';

/** Every kind of clause, in the order they appear when present. */
export const CLAUSE_ORDER = [
  'opening',
  'revocation',
  'marriage',
  'definitions',
  'executors',
  'guardians',
  'pets',
  'gifts',
  'residuary',
  'minors',
  'charities',
  'powers',
  'funeral',
  'other-wishes',
  'attestation',
] as const;

export type ClauseKind = (typeof CLAUSE_ORDER)[number];

/**
 * One entry of a lettered or indented list under a paragraph; `label` is '(a)', '(b)'... or '' for the user's own words,
 * quoted (./drafting-copy.ts quotedItem), which the preview marks as of no known language.
 */
export interface ListItem {
  label: string;
  text: string;
}

/** A paragraph: numbered '3.1', '3.2'... when its clause has more than one, with an optional list under it. */
export interface Paragraph {
  number?: string;
  text: string;
  items?: ListItem[];
  /** In a bilingual will, the language of this paragraph (for screen readers); absent in a will of one language. */
  lang?: 'cy' | 'en';
}

/** One signer's box in the attestation clause: a heading and the labels of the lines to write on ('' = a blank line). */
export interface SignatureParty {
  heading: string;
  fields: string[];
}

export interface SignatureBlock {
  testator: SignatureParty;
  witnesses: SignatureParty[];
}

export interface Clause {
  number: number;
  kind: ClauseKind;
  heading: string;
  paragraphs: Paragraph[];
  /** Only on the attestation clause. */
  signatures?: SignatureBlock;
}

/** One numbered step of the signing instructions. */
export interface InstructionStep {
  number: number;
  heading: string;
  paragraphs: Paragraph[];
}

export interface SigningInstructions {
  heading: string;
  /** One paragraph, or several separated by a line break (a bilingual guide's Welsh and English). */
  intro: string;
  steps: InstructionStep[];
}

/** One titled part of the letter of wishes. */
export interface LetterSection {
  heading: string;
  paragraphs: Paragraph[];
}

/** The letter of wishes: private, not part of the will and not binding; messages and reasons in the user's words. */
export interface LetterOfWishes {
  title: string;
  /** What the letter is (not part of the will, not binding, private), shown under the title; paragraphs separated by a line break. */
  notice: string;
  sections: LetterSection[];
  /** The testator's signature and date lines at its end. */
  signature: SignatureParty;
}

export type WarningCode =
  | 'missingName'
  | 'missingAddress'
  | 'noExecutor'
  | 'tooManyExecutors'
  | 'noResiduaryBeneficiary'
  | 'residuaryNotAllocated'
  | 'missingSubstitute'
  | 'unknownBeneficiary'
  | 'adultChildGuardian'
  | 'childWithoutGuardian'
  | 'noParentalResponsibility'
  | 'invalidMoneyGift'
  | 'giftWithoutBeneficiary'
  | 'charityWithoutNumber'
  | 'trusteeNotTrustCorporation'
  | 'trusteeAlone'
  | 'fallbackWithoutBeneficiary'
  | 'noReplacementExecutor';

/** A check before drafting that failed: the draft is still produced, and lists these for the user and reviewer. */
export interface DraftWarning {
  code: WarningCode;
  message: string;
  /** The step where the user puts it right. */
  step: StepId;
  /** True when the will may not be submitted or delivered while this check fails (engine/drafting/draft-checks.ts). */
  blocking: boolean;
}

/** Text the renderers put around the will (title, footer, watermark), from schemas/copy/drafting.json. */
export interface DocumentLabels {
  /** 'Page {page} of {pages}' for the will's pages. */
  pageOf: string;
  /** '... page {page} of {pages}' for the signing instructions' pages, which are not part of the will. */
  instructionsPageOf: string;
  /** '... page {page} of {pages}' for the letter of wishes' pages. */
  letterPageOf: string;
  initials: string;
  footerName: string;
  draftMark: string;
  warningsHeading: string;
  preparedOn: string;
  draftNotice: string;
  /** '[the rest of this page is intentionally left blank]', under the text of a will's page left more than a third empty. */
  restOfPageBlank: string;
  /** Shown on a Welsh or bilingual will while the legal team has not approved the Welsh wording it uses. */
  awaitingApproval: string;
}

export interface DraftDocument {
  /** True for a draft: renderers mark every page DRAFT and show the draft notice and warnings. */
  draft: boolean;
  /** The language the documents are drafted in: English, Welsh, or both clause after clause. */
  language: WillLanguage;
  /** Welsh texts this will uses that await the legal team's approval (empty for an English will). */
  pendingWelsh: PendingWelsh[];
  title: string;
  testatorName: string;
  /** The ISO date the draft was made on (the "today" its ages were worked out for). */
  preparedOn: string;
  labels: DocumentLabels;
  clauses: Clause[];
  /** The signing guide: a document of its own, to read, never attached to the will. */
  signingInstructions: SigningInstructions;
  /** The letter of wishes, or null when the answers hold no message and no reason for leaving someone out. */
  letterOfWishes: LetterOfWishes | null;
  warnings: DraftWarning[];
}
