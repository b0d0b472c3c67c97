import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { StepKindProps } from './step-kind-props';
import { StepRenderer } from '../step-renderer';
import { SecondaryActions } from '../step-actions';
import { BackButton } from '../back-action';
import { bindsWill } from '../use-step-run';
import { answerKey, dropKeptAnswer, forgetNote, keepNotedAnswer, keptAnswer, keptAnswerResume, noteAnswer } from '../kept-answer';
import { useSession } from '../../session/session-context';
import type { SavedItem } from '../../widgets/wizard-context';

/**
 * kind `form`: the bound slice as an RJSF form, with the step's actions. What is typed into a will step is noted
 * (web/wizard/kept-answer.ts), so a session that ends mid-step loses nothing: the answer kept then is handed back
 * and saved when the step opens again after the same user signs in (anyone else's sign-in drops it). A reload loses
 * nothing either: the answer kept as the page goes is shown again, unsaved, when the step opens.
 */
export function FormStep({ step, data, run, back, context: stepContext, isVisible, textValues, header }: StepKindProps) {
  const location = useLocation();
  const key = answerKey(location.pathname, step.id);
  // Back from a modal that saved an item (a guardian added with "+ Add a guardian"): the widgets hear which.
  const saved = (location.state as { saved?: SavedItem } | null)?.saved;
  const context = useMemo(() => (saved ? { ...stepContext, saved } : stepContext), [stepContext, saved]);
  const owner = useSession().user?.hashid;
  const [kept] = useState(() => (bindsWill(step) && owner ? { data: keptAnswer(key, owner), resume: keptAnswerResume() } : null));
  const resumed = useRef(false);
  useEffect(() => {
    if (!kept?.data || resumed.current) return;
    resumed.current = true;
    dropKeptAnswer();
    if (kept.resume === 'save') void run.submit(kept.data);
    // Shown again: still what is typed, for another reload or the session's end.
    else noteAnswer(key, kept.data);
  }, [kept, run, key]);
  useEffect(() => () => forgetNote(key), [key]);
  useEffect(() => {
    if (!bindsWill(step) || !owner) return;
    const keep = () => keepNotedAnswer(owner, 'show');
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [step, owner]);
  return (
    <StepRenderer
      step={step}
      initialData={kept?.data ?? data}
      onSubmit={(answers) => void run.submit(answers)}
      onChange={bindsWill(step) ? (answers) => noteAnswer(key, answers) : undefined}
      submitting={run.saving}
      serverErrors={run.serverErrors}
      context={context}
      isVisible={isVisible}
      textValues={textValues}
      header={header}
      secondaryActions={
        <>
          <SecondaryActions actions={step.actions?.secondary ?? []} run={run} visible={(p) => !p || isVisible(p, data)} textValues={textValues} kind="buttons" />
          {step.layout !== 'onboarding-card' && <BackButton back={back} />}
          <SecondaryActions actions={step.actions?.secondary ?? []} run={run} visible={(p) => !p || isVisible(p, data)} textValues={textValues} kind="links" />
        </>
      }
    />
  );
}
