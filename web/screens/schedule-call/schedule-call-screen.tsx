import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { bookCall } from '../../api/calls-api';
import { useWill } from '../../will/will-context';
import { pageConfig } from '../../will/page-config';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { useToast } from '../../ui/toast';
import { ErrorSummary } from '../../wizard/error-summary';
import { SlotPicker } from './slot-picker';
import { useCallBooking } from './use-call-booking';
import { slotDay, slotInWords } from '../../../engine/products/calls/call-slot-words';
import { interpolate } from '../../../engine/steps/interpolate';
import type { CallBooking } from '../../../engine/products/calls/call-booking';
import copy from '../../../schemas/copy/calls.json';
import './schedule-call.css';
import { BusyButton } from '../../ui/busy-button';

type Errors = Partial<Record<'slot' | 'phone' | 'topic', string>>;

/**
 * /will/schedule-call (SPEC 2.1: no header and no back button): the user picks a free 30-minute slot in working
 * hours, gives the number to call (About You's, or their booking's, to start with) and what the call is about,
 * and books it; booking again moves their call. Then the confirmation, with a link to My Will.
 */
export default function ScheduleCallScreen() {
  useDocumentTitle(copy.title);
  const { slots, current, loadError, reload } = useCallBooking();
  const { state } = useWill();
  const toast = useToast();
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  // null until the user types: the number of their booking, else About You's, is shown meanwhile.
  const [phone, setPhone] = useState<string | null>(null);
  const [topic, setTopic] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<CallBooking | null>(null);

  if (booked) return <Booked booking={booked} />;
  if (!slots) return <Loading error={loadError} />;

  const shownPhone = phone ?? current?.phone ?? state?.will.userInfo?.phoneNumber ?? '';
  const shownTopic = topic ?? current?.topic ?? '';
  const shownDay = day ?? (slots[0] ? slotDay(slots[0]) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const { booking } = await bookCall({ slot: slot ?? '', phone: shownPhone, topic: shownTopic });
      setBooked(booking);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? error.body.fields : undefined;
      if (fields) {
        setErrors({ slot: fields.slot?.[0], phone: fields.phone?.[0], topic: fields.topic?.[0] });
        // A slot someone else has just taken leaves the free list.
        if (fields.slot) {
          setSlot(null);
          await reload();
        }
      } else {
        toast('error', error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const summary = (['slot', 'phone', 'topic'] as const).flatMap((id) => (errors[id] ? [{ id, message: errors[id] }] : []));
  return (
    <div className="page page--narrow schedule-call">
      <ErrorSummary items={summary} />
      <h1>{copy.title}</h1>
      <p className="step__intro">{copy.intro}</p>
      {current && <p className="schedule-call__current">{interpolate(copy.current, { when: slotInWords(current.slot) })}</p>}
      {slots.length === 0 ? (
        <p>{interpolate(copy.noSlots, { phone: pageConfig()?.contact_phone ?? '' })}</p>
      ) : (
        <form className="fields" noValidate onSubmit={submit}>
          <SlotPicker
            slots={slots}
            day={shownDay}
            slot={slot}
            error={errors.slot}
            onDay={(d) => {
              setDay(d);
              setSlot(null);
            }}
            onSlot={setSlot}
          />
          <TextField id="phone" type="tel" label={copy.phoneLabel} hint={copy.phoneHint} value={shownPhone} error={errors.phone} onChange={setPhone} />
          <TextField id="topic" label={copy.topicLabel} hint={copy.topicHint} value={shownTopic} error={errors.topic} onChange={setTopic} multiline />
          <div className="step__actions">
            <BusyButton type="submit" className="button" busy={busy}>
              {busy ? copy.booking : current ? copy.move : copy.book}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  type?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
};

/** A labelled text input or text area with its hint and error (GOV.UK order), as the step forms draw theirs. */
function TextField({ id, label, hint, value, error, type = 'text', multiline = false, onChange }: TextFieldProps) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = { id, name: id, value, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {multiline ? (
        <textarea className="ww-textarea" rows={4} maxLength={1000} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input className="ww-input ww-input--telephone" type={type} autoComplete="tel" {...common} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/** The confirmation once the call is booked (SPEC 2.4's book-a-call confirmation). */
function Booked({ booking }: { booking: CallBooking }) {
  useDocumentTitle(copy.bookedTitle);
  return (
    <div className="page page--narrow schedule-call" role="status">
      <h1>{copy.bookedTitle}</h1>
      <p>{interpolate(copy.bookedText, { phone: booking.phone, when: slotInWords(booking.slot) })}</p>
      <Link className="button" to="/will/dashboard">
        {copy.dashboardLink}
      </Link>
    </div>
  );
}
