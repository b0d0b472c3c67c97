import type { StepFile } from '../../engine/step-file';
import { interpolate } from '../../engine/interpolate';
import type { PredicateCheck } from './visible-fields';

/** A step's `notes`: information boxes whose `visibleIf` holds for the will and the answers, texts filled in. */
export function StepNotes({ step, isVisible, data, textValues = {} }: {
  step: StepFile;
  isVisible: PredicateCheck;
  data: Record<string, unknown>;
  textValues?: Record<string, string | number>;
}) {
  const notes = (step.notes ?? []).filter((note) => !note.visibleIf || isVisible(note.visibleIf, data));
  return notes.map((note) => (
    <p key={note.text} className="step__note">
      {interpolate(note.text, textValues)}
    </p>
  ));
}
