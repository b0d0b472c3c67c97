import type { Will } from '../will/will';
import type { Paragraph, SignatureBlock } from './draft-document';
import type { Namer } from './namer';
import type { TrusteeService } from './trustee-service';

/** What a clause builder reads: the will, today, the shared namer, and facts later builders and the instructions need. */
export interface DraftContext {
  will: Will;
  today: string;
  testatorName: string;
  namer: Namer;
  /** The professional trustee service's company, from configuration. */
  trustee: TrusteeService;
  /** The age to which gifts to young beneficiaries are held on trust (the will's trustAge, default 18). */
  trustAge: number;
  /** The number the clause being built will have if it is drafted (for a cross-reference within it). */
  clauseNumber: number;
  /** True when this text is one language of a bilingual will (the opening clause then says which text prevails). */
  bilingual: boolean;
  facts: {
    /** Short names of the executors appointed, in order (the trustee service by its name). */
    executorNames: string[];
    /** True when a gift may pass to unnamed children of a beneficiary, so someone under 18 may inherit. */
    childrenMayInherit: boolean;
  };
}

/** A clause before numbering: its heading and paragraphs (numbered later), or null when the answers do not call for it. */
export interface ClauseDraft {
  heading: string;
  paragraphs: Omit<Paragraph, 'number'>[];
  signatures?: SignatureBlock;
}

export type ClauseBuilder = (ctx: DraftContext) => ClauseDraft | null;
