import { homeNotCloselyInherited, inheritanceTaxWithoutTransfer, mortgagesDeducted, willInheritanceTax } from '../products/tax/inheritance-tax-input';
import { formatPounds } from '../will/money';
import { removalSummary } from '../will/removal-summary';
import { bookingFigures } from '../products/calls/call-page-words';
import type { StepLoaded } from './binding/step-document';
import type { Will } from '../will/will';

/**
 * Named figures a text can use (`{tax}`), formatted for display; null when the will has none to give. `params` are the
 * step's route params, `loaded` what its `source` loaded from the API.
 */
export type StepFigures = (will: Will, ctx: { today: string; params?: Readonly<Record<string, string>>; loaded?: StepLoaded }) => Record<string, string> | null;

/**
 * The will's inheritance tax estimate as money (`{estate}`, `{allowances}`, `{tax}`...) and its rate (`{rate}`: '36%');
 * for a widowed user who has not said how much of the late spouse's bands was used, also `{taxWithoutTransfer}`;
 * `{mortgages}` the mortgages deducted and `{homeInTrust}` the part of the home in a trust that is not closely inherited.
 */
export function inheritanceTaxFigures(will: Will, { today }: { today: string }): Record<string, string> | null {
  const estimate = willInheritanceTax(will, today);
  if (!estimate) return null;
  const { rate, ...amounts } = estimate;
  const money = Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, formatPounds(value)]));
  const withoutTransfer = inheritanceTaxWithoutTransfer(will, today);
  return {
    ...money,
    allowances: formatPounds(estimate.nilRateBand + estimate.residenceNilRateBand),
    rate: `${Math.round(rate * 100)}%`,
    mortgages: formatPounds(mortgagesDeducted(will, today)),
    homeInTrust: formatPounds(homeNotCloselyInherited(will, today)),
    ...(withoutTransfer && { taxWithoutTransfer: formatPounds(withoutTransfer.tax) }),
  };
}

/** The charity the user came through (SPEC 3.2 partnerCharity) as `{charity}`, its name. */
function partnerCharityFigures(will: Will): Record<string, string> | null {
  const name = will.partnerCharity?.name;
  return name ? { charity: name } : null;
}

/** The figures step files (`figures`) and their notes (`notes[].figures`) may name, by name. */
export const stepFigures: Record<string, StepFigures> = {
  'inheritanceTax.estimate': inheritanceTaxFigures,
  'charities.partner': partnerCharityFigures,
  // A will prefilled from a partner's: `{inviter}`, the partner whose answers were copied.
  'mirror.inviter': (will) => (will.mirror ? { inviter: will.mirror.inviterName } : null),
  // What deleting the person or charity of the route's {uuid} removes with them, for the delete confirmation.
  'people.removals': (will, { params }) => ({ removals: removalSummary(will, params?.uuid) }),
  // The user's call to come (what the book-a-call page loaded): `{when}` in words and `{phone}`.
  'calls.booking': (_will, { loaded }) => bookingFigures(loaded),
};
