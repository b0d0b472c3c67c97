import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { formatLongDate } from '../../../engine/i18n/format';
import { contentIn, contentLanguage } from '../../../engine/i18n/localised-content';
import type { Language } from '../../../engine/i18n/language';
import { interpolate } from '../../../engine/steps/interpolate';
import type { StepAnswers } from '../../../engine/review/answers-by-step';
import instructionsCopy from '../../../schemas/copy/instructions.json';
import { renderDocument, type DocumentSpec } from './pdf-document';
import { LAYOUT } from './pdf-layout';

/**
 * Which answers the record shows: the will revision they are, the day (YYYY-MM-DD) the record was made, and the
 * language it is written in (the reader's by default): the one the answers were read in (answersByStep).
 */
export type InstructionsRecord = { revision: number; date: string; language?: Language };

/**
 * The record of the customer's instructions (STEP Code for Will Preparation): every answer the will is drafted from,
 * step by step as the legal team reads them (engine/review/answers-by-step.ts), with the will revision and the date.
 * Footed like the will's other documents, and marked as a draft when the will is.
 */
export function instructionsSpec(draft: DraftDocument, answers: readonly StepAnswers[], record: InstructionsRecord): DocumentSpec {
  const { labels } = draft;
  const language = record.language ?? contentLanguage();
  const copy = contentIn(instructionsCopy, language);
  return {
    title: copy.title,
    language,
    furniture: { draft: draft.draft, mark: labels.draftMark, footerName: labels.footerName, pageOf: copy.pageOf, initials: null },
    build(flow) {
      flow.title(copy.title, LAYOUT.title - 2);
      flow.paragraph({ text: interpolate(copy.asAt, { revision: record.revision, date: formatLongDate(record.date, language) }) });
      flow.paragraph({ text: copy.intro });
      for (const step of answers) {
        flow.heading(step.title, LAYOUT.body + 0.5);
        if (!step.passed) flow.paragraph({ text: copy.notFinished });
        if (step.rows.length === 0) flow.paragraph({ text: copy.noAnswers });
        for (const row of step.rows) flow.paragraph({ text: `${row.label}: ${row.value}` });
      }
    },
  };
}

/** The record of instructions as a PDF (see instructionsSpec). */
export function renderInstructionsPdf(draft: DraftDocument, answers: readonly StepAnswers[], record: InstructionsRecord): Promise<Buffer> {
  return renderDocument(draft, instructionsSpec(draft, answers, record));
}
