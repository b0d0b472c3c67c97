// The estate split step as the product asks it (schemas/steps/estate-split.json and its field's copy in
// schemas/copy/widgets.json), over the two beneficiaries of bench/split-keystroke.ts's will, for the peers that draw
// the same questions with another approach. The product also draws a pie chart (d3-shape) and a table of the shares;
// the peers draw only the fields, a running total and the rule's message.
// bench/peers/signed-in draws the same questions over the complete will's three beneficiaries (its split/ pages).
import step from '../../../schemas/steps/estate-split.json';
import widgets from '../../../schemas/copy/widgets.json';
import { resolveMessage } from '../../../engine/steps/step-messages';

export type Beneficiary = { key: string; uuid: string; name: string };
/** A row of the peers' split: its field's name (a plain word, as SurveyJS expressions need), its label and its percentage. */
export type Share = { key: string; name: string; amount: number };

/** The will's partner and child, each holding START percent to begin with. */
export const partner: Beneficiary = { key: 'partner', uuid: '0a0a0a0a-0000-4000-8000-0000000000a1', name: 'John Smith' };
export const child: Beneficiary = { key: 'child', uuid: '0a0a0a0a-0000-4000-8000-0000000000c2', name: 'Amy Smith' };
export const beneficiaries = [partner, child];
export const START = 50;

export const split = {
  title: step.title,
  intro: step.intro,
  legend: widgets.estateSplit.legend,
  total: widgets.estateSplit.total,
  /** The product's rule splitTotal (engine/steps/step-file-rules.ts): the shares add up to 100; its message, `@estateTotal`, resolved. */
  mustTotal100: resolveMessage(step.messages['splitTotal:split'])!,
  next: step.actions.primary.label,
};

/** The keystroke bench's rows: each beneficiary at START percent. */
export const startShares: Share[] = beneficiaries.map((b) => ({ key: b.key, name: b.name, amount: START }));

/** The sum of the rows' shares in `amounts`, an empty or unset share counting as 0. */
export const totalOf = (amounts: Record<string, number | string | undefined>, rows: readonly { key: string }[] = beneficiaries) =>
  rows.reduce((sum, b) => sum + (Number(amounts[b.key]) || 0), 0);
