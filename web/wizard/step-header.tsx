import { useContext } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import { interpolate } from '../../engine/steps/interpolate';
import copy from '../../schemas/copy/wizard.json';
import { PrefilledNoticeContext } from './prefilled-notice-context';

/** The id of a step's heading, which its dialog is labelled by. */
export function titleId(stepId: string): string {
  return `${stepId}-title`;
}

/**
 * The step's title as the page heading, with its intro paragraphs and points, placeholders filled in, and beneath
 * them the step's prefilled notice, if any.
 */
export function StepHeader({ step, textValues = {} }: { step: StepFile; textValues?: Record<string, string | number> }) {
  const notice = useContext(PrefilledNoticeContext);
  const intro = step.intro === undefined ? [] : Array.isArray(step.intro) ? step.intro : [step.intro];
  return (
    <header className="step__header">
      {step.question && (
        <p className="step__counter">
          {interpolate(copy.questionCounter, step.question)}
        </p>
      )}
      {step.counter && <p className="step__counter">{interpolate(step.counter, textValues)}</p>}
      <h1 id={titleId(step.id)} className="step__title">{interpolate(step.title, textValues)}</h1>
      {intro.map((text) => (
        <p key={text} className="step__intro">
          {interpolate(text, textValues)}
        </p>
      ))}
      {step.points && (
        <ul className="step__points">
          {step.points.map((point) => (
            <li key={point}>{interpolate(point, textValues)}</li>
          ))}
        </ul>
      )}
      {notice && <p className="step__note step__prefilled">{notice}</p>}
    </header>
  );
}
