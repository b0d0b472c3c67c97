import type { Clause, DraftDocument, LetterOfWishes, Paragraph } from './draft-document';

function paragraphLines(p: Paragraph): string[] {
  const head = p.number ? `${p.number} ${p.text}` : p.text;
  return [head, ...(p.items ?? []).map((item) => (item.label ? `  ${item.label} ${item.text}` : `  ${item.text}`))];
}

/** One clause as plain text lines: '3. Heading', then each paragraph ('3.1 ...') and list item ('  (a) ...'). */
export function clauseLines(clause: Clause): string[] {
  const lines = [`${clause.number}. ${clause.heading}`, ...clause.paragraphs.flatMap(paragraphLines)];
  if (clause.signatures) {
    for (const party of [clause.signatures.testator, ...clause.signatures.witnesses]) lines.push(party.heading, ...party.fields.filter(Boolean));
  }
  return lines;
}

/** The letter of wishes as plain text lines: title, notice, each section's heading and paragraphs, the signature lines. */
export function letterLines(letter: LetterOfWishes): string[] {
  const lines = [letter.title, letter.notice];
  for (const section of letter.sections) lines.push(section.heading, ...section.paragraphs.flatMap(paragraphLines));
  lines.push(letter.signature.heading, ...letter.signature.fields.filter(Boolean));
  return lines;
}

/**
 * The will, its signing instructions and any letter of wishes as plain text, one paragraph or list item a line, in reading order, for
 * previews and tests. Leaves out the warnings and page furniture.
 */
export function draftText(doc: DraftDocument): string {
  const lines = [doc.title, ''];
  for (const clause of doc.clauses) lines.push(...clauseLines(clause), '');
  const instructions = doc.signingInstructions;
  lines.push(instructions.heading, instructions.intro, '');
  for (const step of instructions.steps) lines.push(`${step.number}. ${step.heading}`, ...step.paragraphs.flatMap(paragraphLines), '');
  if (doc.letterOfWishes) lines.push(...letterLines(doc.letterOfWishes), '');
  return lines.join('\n');
}
