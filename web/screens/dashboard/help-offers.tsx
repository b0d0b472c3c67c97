import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchOnboardingAnswer } from '../../api/onboarding-api';
import { fetchCallBooking } from '../../api/calls-api';
import { fetchLpaInterest } from '../../api/lpa-interest-api';
import { loadPageConfig } from '../../will/page-config';
import { helpOffers } from '../../../engine/dashboard/help-offers';
import { slotInWords } from '../../../engine/products/calls/call-slot-words';
import { interpolate } from '../../../engine/steps/interpolate';
import type { CallBooking } from '../../../engine/products/calls/call-booking';
import type { LpaInterest } from '../../../engine/products/lpa/lpa-interest';
import callCopy from '../../../schemas/copy/calls.json';
import lpaCopy from '../../../schemas/copy/lpa.json';
import './help-offers.css';

type Loaded = { call: boolean; lpa: boolean; booking: CallBooking | null; interest: LpaInterest | null };

/** What My Will needs to know to follow up the onboarding's promises; a request that fails counts as nothing. */
async function loadOffers(): Promise<Loaded> {
  const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);
  const [answers, config, calls] = await Promise.all([orNull(fetchOnboardingAnswer()), loadPageConfig(), orNull(fetchCallBooking())]);
  const enabled = config?.lpa_register_interest_enabled === true;
  const interest = enabled ? ((await orNull(fetchLpaInterest()))?.lpa_interest ?? null) : null;
  const booking = calls?.booking ?? null;
  const offers = helpOffers({ answers: answers?.onboarding_answer ?? null, lpaRegisterInterestEnabled: enabled, hasUpcomingCall: booking !== null, hasLpaInterest: interest !== null });
  return { ...offers, booking, interest };
}

/**
 * The onboarding's promises followed up on My Will (engine/dashboard/help-offers.ts): booking the call a will with extra help
 * promises, and the LPA page 'Yes, tell me more' promises; each says what was booked or registered once it was.
 */
export function HelpOffers() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void loadOffers().then((offers) => live && setLoaded(offers));
    return () => {
      live = false;
    };
  }, []);
  if (!loaded || (!loaded.call && !loaded.lpa)) return null;
  const { booking, interest } = loaded;
  return (
    <div className="dashboard__offers">
      {loaded.call && (
        <section className="dashboard__offer" aria-labelledby="offer-call-title">
          <h2 id="offer-call-title">{callCopy.dashboard.title}</h2>
          <p>{booking ? interpolate(callCopy.dashboard.bookedText, { when: slotInWords(booking.slot) }) : callCopy.dashboard.text}</p>
          <Link className={booking ? 'button button--secondary' : 'button'} to="/will/schedule-call">
            {booking ? callCopy.dashboard.changeLink : callCopy.dashboard.link}
          </Link>
        </section>
      )}
      {loaded.lpa && (
        <section className="dashboard__offer" aria-labelledby="offer-lpa-title">
          <h2 id="offer-lpa-title">{lpaCopy.dashboard.title}</h2>
          <p>{interest ? lpaCopy.dashboard.registeredText : lpaCopy.dashboard.text}</p>
          <Link className={interest ? 'button button--secondary' : 'button'} to="/will/lpa-interest">
            {interest ? lpaCopy.dashboard.changeLink : lpaCopy.dashboard.link}
          </Link>
        </section>
      )}
    </div>
  );
}
