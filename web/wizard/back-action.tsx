import { useNavigate } from 'react-router-dom';
import type { StepFile } from '../../engine/steps/step-file';
import type { FlowContext } from '../../flows/flow-runner';
import { flowMoves } from './flows';
import type { StepRun } from './use-step-run';
import copy from '../../schemas/copy/wizard.json';

/**
 * Where Back goes from a step: its `actions.back.route`, else the flow's `step.back`, else the previous page
 * (SPEC 2.3). Null when the step has no Back.
 */
export function useBack(step: StepFile, run: StepRun, context: FlowContext | null, params: Record<string, string>) {
  const navigate = useNavigate();
  const back = step.actions?.back;
  if (!back) return null;
  const label = back.label ?? copy.back;
  const go = () => {
    if (back.route) return run.go({ route: back.route });
    // The flows are in by now on every page but a public question's, which loads them when idle.
    void flowMoves.load().then(({ inFlow, backDestination }) => {
      const to = context && inFlow.has(step.id) ? backDestination(step.id, context, params) : undefined;
      if (to) run.go(to);
      else void navigate(-1);
    });
  };
  return { label, go };
}

/** Back drawn beside the main button. */
export function BackButton({ back }: { back: { label: string; go: () => void } | null }) {
  if (!back) return null;
  return (
    <button type="button" className="button button--secondary" onClick={back.go}>
      {back.label}
    </button>
  );
}
