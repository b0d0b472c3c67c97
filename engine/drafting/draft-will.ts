import type { Will } from '../will/will';
import { attestationClause } from './clauses/attestation';
import { charitiesClause } from './clauses/charities';
import { executorsClause } from './clauses/executors';
import { funeralClause } from './clauses/funeral';
import { giftsClause } from './clauses/gifts';
import { guardiansClause } from './clauses/guardians';
import { marriageClause } from './clauses/marriage';
import { minorsClause } from './clauses/minors';
import { openingClause } from './clauses/opening';
import { otherWishesClause } from './clauses/other-wishes';
import { petsClause } from './clauses/pets';
import { powersClause } from './clauses/powers';
import { residuaryClause } from './clauses/residuary';
import { revocationClause } from './clauses/revocation';
import { draftWarnings } from './draft-checks';
import type { ClauseBuilder, ClauseDraft, DraftContext } from './draft-context';
import type { Clause, ClauseKind, DraftDocument } from './draft-document';
import { CLAUSE_ORDER } from './draft-document';
import { DRAFTING_COPY, WELSH_DRAFTING_LAYER, fill, inLanguage } from './drafting-copy';
import { bilingualDocument } from './bilingual';
import { longDate } from './long-date';
import { pendingWelsh } from './welsh-approval';
import { asWillLanguage, type WillLanguage } from './will-language';
import { letterOfWishes } from './letter-of-wishes';
import { createNamer } from './namer';
import { definitionsClause } from './clauses/definitions';
import { DEFAULT_TRUSTEE_SERVICE, type TrusteeService } from './trustee-service';
import { trustAgeOf } from '../will/estate/trust-age';
import { signingInstructions } from './signing-instructions';
import { typeset, typesetAll } from './typography';

// Built in CLAUSE_ORDER: the namer describes each person in full at their first mention, and the minors and
// charities clauses read who the gifts and residuary named.
const BUILDERS: Record<ClauseKind, ClauseBuilder> = {
  opening: openingClause,
  revocation: revocationClause,
  marriage: marriageClause,
  definitions: definitionsClause,
  executors: executorsClause,
  guardians: guardiansClause,
  pets: petsClause,
  gifts: giftsClause,
  residuary: residuaryClause,
  minors: minorsClause,
  charities: charitiesClause,
  powers: powersClause,
  funeral: funeralClause,
  'other-wishes': otherWishesClause,
  attestation: attestationClause,
};

function numbered(kind: ClauseKind, number: number, draft: ClauseDraft): Clause {
  const many = draft.paragraphs.length > 1;
  const paragraphs = draft.paragraphs.map((p, i) => (many ? { number: `${number}.${i + 1}`, ...p } : { ...p }));
  return { number, kind, heading: draft.heading, paragraphs, ...(draft.signatures ? { signatures: draft.signatures } : {}) };
}

type DraftOptions = { draft?: boolean; trustee?: TrusteeService; language?: WillLanguage };

/** One language's documents, drafted in whichever language the copy is being read in (see inLanguage). */
function draftOne(will: Will, today: string, options: DraftOptions, bilingual: boolean): DraftDocument {
  const D = DRAFTING_COPY.document;
  const testatorName = will.userInfo?.fullName?.trim() || D.missingName;
  const trustee = options.trustee ?? DEFAULT_TRUSTEE_SERVICE;
  const ctx: DraftContext = {
    will,
    today,
    testatorName,
    namer: createNamer(will, today),
    trustee,
    trustAge: trustAgeOf(will),
    clauseNumber: 1,
    bilingual,
    facts: { executorNames: [], childrenMayInherit: false },
  };
  const clauses: Clause[] = [];
  for (const kind of CLAUSE_ORDER) {
    ctx.clauseNumber = clauses.length + 1;
    const draft = BUILDERS[kind](ctx);
    if (draft) clauses.push(numbered(kind, clauses.length + 1, draft));
  }
  return {
    draft: options.draft ?? true,
    language: 'en',
    pendingWelsh: [],
    title: fill(D.title, { fullName: testatorName }),
    testatorName,
    preparedOn: today,
    labels: {
      pageOf: D.pageOf,
      instructionsPageOf: D.instructionsPageOf,
      letterPageOf: D.letterPageOf,
      initials: D.initials,
      footerName: fill(D.footerName, { fullName: testatorName }),
      draftMark: D.draftMark,
      warningsHeading: D.warningsHeading,
      preparedOn: fill(D.preparedOn, { date: longDate(today) }),
      draftNotice: D.draftNotice,
      restOfPageBlank: D.restOfPageBlank,
      awaitingApproval: D.awaitingApproval,
    },
    // One quotation-mark style in every document, the user's words included (typography.ts).
    clauses: typesetAll(clauses),
    signingInstructions: typesetAll(signingInstructions(ctx)),
    letterOfWishes: typesetAll(letterOfWishes(ctx)),
    // Printed on a draft's first page, so in the same quotation-mark style as the will.
    warnings: draftWarnings(will, today, trustee).map((w) => ({ ...w, message: typeset(w.message) })),
  };
}

/**
 * The will drafted from the answers on `today` (ISO date; ages decide guardians and how children are named):
 * numbered clauses, each present only when the answers call for it, the signing instructions for this will, the
 * letter of wishes (messages and the reason for leaving someone out, kept out of the will), and the warnings of the
 * checks before drafting, its quotation marks in one style. Pure and deterministic; never throws for a will that
 * passes the schema.
 * `draft` (default true) marks the document as a draft for the renderers; `trustee` names the trustee service's
 * company and says whether it is a trust corporation (default: the copy's name, not one); `language` (default: the
 * will's `willLanguage`, else English) drafts it in English, Welsh, or both clause after clause from the same
 * clause builders. A Welsh or bilingual will lists in `pendingWelsh` the Welsh texts it uses that the legal team has
 * not approved (or that are out of date), and is then always a draft.
 */
export function draftWill(will: Will, today: string, options: DraftOptions = {}): DraftDocument {
  const language = options.language ?? asWillLanguage(will.willLanguage) ?? 'en';
  if (language === 'en') return inLanguage('en', () => draftOne(will, today, options, false)).value;
  const bilingual = language === 'bilingual';
  const welsh = inLanguage('cy', () => draftOne(will, today, options, bilingual));
  const pending = pendingWelsh(welsh.used, WELSH_DRAFTING_LAYER);
  const document = bilingual ? bilingualDocument(welsh.value, inLanguage('en', () => draftOne(will, today, options, true)).value) : welsh.value;
  return { ...document, language, pendingWelsh: pending, draft: document.draft || pending.length > 0 };
}
