import { slotDay, slotDayInWords, slotTimeInWords } from '../../../engine/products/calls/call-slot-words';
import copy from '../../../schemas/copy/calls.json';

type Props = {
  slots: readonly string[];
  day: string | null;
  slot: string | null;
  error?: string;
  onDay: (day: string) => void;
  onSlot: (slot: string) => void;
};

/** The free slots as two radio groups: the day (London date), then the times free on it. */
export function SlotPicker({ slots, day, slot, error, onDay, onSlot }: Props) {
  const days = [...new Set(slots.map(slotDay))];
  const times = slots.filter((s) => slotDay(s) === day);
  return (
    <>
      <fieldset className="ww-fieldset">
        <legend className="ww-legend">{copy.dayLegend}</legend>
        <div className="call-days">
          {days.map((d, index) => {
            const id = index === 0 ? 'call-day' : `call-day-${index}`;
            return (
              <div className="call-choice" key={d}>
                <input className="call-choice__input" type="radio" id={id} name="day" value={d} checked={d === day} onChange={() => onDay(d)} />
                <label className="call-choice__label" htmlFor={id}>
                  {slotDayInWords(`${d}T12:00:00.000Z`, { withYear: false })}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className={error ? 'field field--error' : 'field'}>
        <fieldset className="ww-fieldset" aria-describedby={error ? 'slot-error' : undefined}>
          <legend className="ww-legend">{copy.timeLegend}</legend>
          {error && (
            <p id="slot-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          )}
          {day !== null && times.length === 0 && <p>{copy.noTimesThatDay}</p>}
          <div className="call-times">
            {times.map((s, index) => {
              const id = index === 0 ? 'slot' : `slot-${index}`;
              return (
                <div className="call-choice" key={s}>
                  <input
                    className="call-choice__input"
                    type="radio"
                    id={id}
                    name="slot"
                    value={s}
                    checked={s === slot}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onSlot(s)}
                  />
                  <label className="call-choice__label" htmlFor={id}>
                    {slotTimeInWords(s)}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
    </>
  );
}
