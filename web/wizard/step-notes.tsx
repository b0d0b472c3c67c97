import type { StepFile } from '../../engine/steps/step-file';
import type { Will } from '../../engine/will/will';
import { interpolate } from '../../engine/steps/interpolate';
import { stepFigures } from '../../engine/steps/step-figures';
import type { PredicateCheck } from './visible-fields';

type Note = NonNullable<StepFile['notes']>[number];

/**
 * A step's `notes`: information boxes whose `visibleIf` holds for the will and the answers, texts filled in. A note
 * naming `figures` may use that engine source's values (`{tax}`) too; when the source has none for this will, the
 * note shows its `empty` text instead, or nothing.
 */
export function StepNotes({ step, isVisible, data, textValues = {}, will, today }: {
  step: StepFile;
  isVisible: PredicateCheck;
  data: Record<string, unknown>;
  textValues?: Record<string, string | number>;
  /** The will the figures read (absent in a story drawn without one: figures notes then show their `empty` text). */
  will?: Will;
  today: string;
}) {
  const notes = (step.notes ?? []).filter((note) => !note.visibleIf || isVisible(note.visibleIf, data));
  return notes.map((note) => <StepNote key={note.text} note={note} textValues={textValues} will={will} today={today} />);
}

function StepNote({ note, textValues, will, today }: { note: Note; textValues: Record<string, string | number>; will?: Will; today: string }) {
  const figures = note.figures ? ((will && stepFigures[note.figures]?.(will, { today })) ?? null) : {};
  if (figures === null && !note.empty) return null;
  const values = { ...textValues, ...figures };
  const text = figures === null ? note.empty! : note.text;
  const points = figures === null ? [] : (note.points ?? []);
  if (!note.title && points.length === 0) return <p className="step__note">{interpolate(text, values)}</p>;
  return (
    <div className="step__note">
      {note.title && <h2 className="step__note-title">{interpolate(note.title, values)}</h2>}
      <p>{interpolate(text, values)}</p>
      {points.length > 0 && (
        <ul className="step__note-points">
          {points.map((point) => (
            <li key={point}>{interpolate(point, values)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
