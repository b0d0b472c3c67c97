import type { StepFile } from '../../engine/steps/step-file';
import type { Will } from '../../engine/will/will';
import { interpolate } from '../../engine/steps/interpolate';
import { stepFigures } from '../../engine/steps/step-figures';
import type { PredicateCheck } from './visible-fields';

type Note = NonNullable<StepFile['notes']>[number];

type Figures = Record<string, string> | null;

/**
 * A step's `notes` for one place (under the fields, or above the form: `aboveForm`, side by side where the page is
 * wide enough): information boxes whose `visibleIf` holds for the will and the answers, texts filled in. A note
 * naming `figures` may use that engine source's values (`{tax}`) too; when the source has none for this will, the
 * note shows its `empty` text instead, or nothing.
 */
export function StepNotes({ step, isVisible, data, textValues = {}, will, loaded, today, place = 'underFields' }: {
  step: StepFile;
  isVisible: PredicateCheck;
  data: Record<string, unknown>;
  textValues?: Record<string, string | number>;
  /** The will the figures read (absent in a story drawn without one: figures notes then show their `empty` text). */
  will?: Will;
  /** What the step's source loaded, which figures may read too. */
  loaded?: Readonly<Record<string, unknown>>;
  today: string;
  place?: 'underFields' | 'aboveForm';
}) {
  const notes = (step.notes ?? []).filter((note) => (note.aboveForm === true) === (place === 'aboveForm') && (!note.visibleIf || isVisible(note.visibleIf, data)));
  const drawn = notes.flatMap((note) => {
    const figures: Figures = note.figures ? ((will && stepFigures[note.figures]?.(will, { today, loaded })) ?? null) : {};
    return figures === null && !note.empty ? [] : [<StepNote key={note.title ?? note.text ?? note.points?.[0]} note={note} figures={figures} textValues={textValues} />];
  });
  if (place === 'underFields' || drawn.length === 0) return drawn;
  return <div className="step__notes-above">{drawn}</div>;
}

function StepNote({ note, figures, textValues }: { note: Note; figures: Figures; textValues: Record<string, string | number> }) {
  const values = { ...textValues, ...figures };
  const text = figures === null ? note.empty : note.text;
  const points = figures === null ? [] : (note.points ?? []);
  if (!note.title && points.length === 0) return <p className="step__note">{interpolate(text ?? '', values)}</p>;
  return (
    <div className="step__note">
      {note.title && <h2 className="step__note-title">{interpolate(note.title, values)}</h2>}
      {text && <p>{interpolate(text, values)}</p>}
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
