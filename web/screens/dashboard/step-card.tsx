import { Link } from 'react-router-dom';
import type { DashboardCard } from '../../../engine/dashboard/dashboard-cards';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/dashboard.json';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const cards = () => copy.cards as Record<string, { route: string; text: string }>;

/**
 * One step on the dashboard (SPEC 2.5): its mark, time estimate and Get Started, Edit or Fix, with what to fix; on a
 * will filled in from a partner's, `prefilled` marks a step the user has yet to check and save.
 */
export function StepCard({ card, warning, prefilled = null }: { card: DashboardCard; warning?: string; prefilled?: string | null }) {
  const { step, mark, action, disabled, waitingFor } = card;
  const details = cards()[step.id];
  const anchor = step.hash.slice(1);
  const label = copy.actions[action];
  return (
    <li id={anchor} className={`step-card step-card--${mark}`}>
      <span className={`step-card__mark step-card__mark--${mark}`} aria-hidden="true" />
      <div className="step-card__body">
        <h2 id={`${anchor}-title`} className="step-card__title">
          {step.title}
          <span className="visually-hidden">: {copy.marks[mark]}</span>
          {step.type === 'optional' && <span className="step-card__optional">{copy.optional}</span>}
        </h2>
        {prefilled && <p className="step-card__prefilled">{prefilled}</p>}
        {details && <p className="step-card__text">{details.text}</p>}
        <p className="step-card__time">{interpolate(copy.timeEstimate, { estimate: step.timeEstimate })}</p>
        {disabled && waitingFor.length > 0 && (
          <p id={`${anchor}-waiting`} className="step-card__waiting">
            {interpolate(copy.waitingFor, { steps: waitingFor.map((prerequisite) => prerequisite.title).join(copy.waitingForSeparator) })}
          </p>
        )}
        {action === 'fix' && warning && (
          <p className="step-card__warning" role="note">
            {warning}
          </p>
        )}
      </div>
      {disabled || !details ? (
        <button type="button" className="button step-card__action" disabled aria-describedby={disabled && waitingFor.length > 0 ? `${anchor}-title ${anchor}-waiting` : `${anchor}-title`}>
          {label}
        </button>
      ) : (
        <Link className={action === 'get_started' ? 'button step-card__action' : 'button button--secondary step-card__action'} to={details.route}>
          {label}
          <span className="visually-hidden"> {step.title}</span>
        </Link>
      )}
    </li>
  );
}
