import { Link } from 'react-router-dom';
import { charityRateApplies, homeNotCloselyInherited, mortgagesDeducted, mortgagesUnknown } from '../../../engine/products/tax/inheritance-tax-input';
import { interpolate } from '../../../engine/steps/interpolate';
import { inheritanceTaxFigures } from '../../../engine/steps/step-figures';
import type { Will } from '../../../engine/will/will';
import copy from '../../../schemas/copy/dashboard.json';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const text = () => copy.inheritanceTax;

/**
 * The will's inheritance tax estimate (engine/products/tax/inheritance-tax-input.ts), labelled as an estimate and not advice, with
 * the figure without a transfer when a widowed user has not said what the late spouse used of their bands, the
 * mortgages deducted (or that one of unknown amount is ignored) and the part of the home in a trust that gets no
 * residence nil-rate band;
 * while no account or property has a value, says so and links to the financial step instead.
 */
export function InheritanceTaxPanel({ will, today }: { will: Will; today: string }) {
  const figures = inheritanceTaxFigures(will, { today });
  return (
    <section className="dashboard__tax" aria-labelledby="dashboard-tax-title">
      <h2 id="dashboard-tax-title">{text().title}</h2>
      {figures ? (
        <>
          <p>{interpolate(text().text, figures)}</p>
          <ul>
            {text().points.map((point) => (
              <li key={point}>{interpolate(point, figures)}</li>
            ))}
          </ul>
          {charityRateApplies(will, today) && <p>{interpolate(text().charityRate, figures)}</p>}
          {figures.taxWithoutTransfer !== undefined && <p>{interpolate(text().lateSpouseUnknown, figures)}</p>}
          {mortgagesDeducted(will, today) > 0 && <p>{interpolate(text().mortgagesDeducted, figures)}</p>}
          {mortgagesUnknown(will, today).length > 0 && <p>{text().mortgageUnknown}</p>}
          {homeNotCloselyInherited(will, today) > 0 && <p>{interpolate(text().homeInTrust, figures)}</p>}
        </>
      ) : (
        <p>{text().empty}</p>
      )}
      <p>
        <Link to="/will/financial">{text().link}</Link>
      </p>
    </section>
  );
}
