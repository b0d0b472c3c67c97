import { willInheritanceTax } from './inheritance-tax-input';
import { formatPounds } from './money';
import type { Will } from './will';

/** Named figures a text can use (`{tax}`), formatted for display; null when the will has none to give. */
export type StepFigures = (will: Will, ctx: { today: string }) => Record<string, string> | null;

/** The will's inheritance tax estimate as money (`{estate}`, `{allowances}`, `{tax}`...) and its rate (`{rate}`: '36%'). */
export function inheritanceTaxFigures(will: Will, { today }: { today: string }): Record<string, string> | null {
  const estimate = willInheritanceTax(will, today);
  if (!estimate) return null;
  const { rate, ...amounts } = estimate;
  const money = Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, formatPounds(value)]));
  return { ...money, allowances: formatPounds(estimate.nilRateBand + estimate.residenceNilRateBand), rate: `${Math.round(rate * 100)}%` };
}

/** The charity the user came through (SPEC 3.2 partnerCharity) as `{charity}`, its name. */
export function partnerCharityFigures(will: Will): Record<string, string> | null {
  const name = will.partnerCharity?.name;
  return name ? { charity: name } : null;
}

/** The figures step files (`figures`) and their notes (`notes[].figures`) may name, by name. */
export const stepFigures: Record<string, StepFigures> = {
  'inheritanceTax.estimate': inheritanceTaxFigures,
  'charities.partner': partnerCharityFigures,
};
