import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchDeliveries, type ChangedSection, type Deliveries, type Delivery } from '../../api/deliveries-api';
import { longDate } from '../../ui/long-date';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/dashboard.json';

const dateOf = (delivery: Delivery) => longDate(delivery.delivered_at.slice(0, 10));

/**
 * The will's delivered versions and how the answers now differ from the latest, read again whenever the
 * will is saved (`revision`) or its submission moves on (`state`); null until the first answer, or when none.
 */
export function useDeliveries(revision: number, state: string | null): Deliveries | null {
  const [deliveries, setDeliveries] = useState<Deliveries | null>(null);
  useEffect(() => {
    let live = true;
    fetchDeliveries()
      .then((answer) => live && setDeliveries(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [revision, state]);
  return deliveries;
}

/** In the delivered_changed panel: the sections that changed, each a link to its step, and the delivered will. */
export function DeliveredChanges({ changes, latest }: { changes: ChangedSection[]; latest: Delivery }) {
  return (
    <div className="dashboard__delivered-changes">
      <p>{copy.delivered.changedLead}</p>
      <ul>
        {changes.map((section) => (
          <li key={section.step}>
            <Link to={section.route}>{section.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <a href={latest.url} download>
          {interpolate(copy.delivered.download, { date: dateOf(latest) })}
        </a>
      </p>
    </div>
  );
}

/** Every delivered version of the will, newest first, each with its date and a download of its PDF. */
export function DeliveredVersions({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) return null;
  return (
    <section className="dashboard__versions" aria-labelledby="delivered-versions-title">
      <h3 id="delivered-versions-title">{copy.delivered.versionsTitle}</h3>
      <ul>
        {deliveries.map((delivery) => (
          <li key={delivery.number}>
            <span>{interpolate(copy.delivered.version, { number: delivery.number, date: dateOf(delivery) })}</span>{' '}
            <a href={delivery.url} download>
              {interpolate(copy.delivered.versionDownload, { number: delivery.number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
