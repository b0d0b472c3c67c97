import { DELIVERED_DOCUMENT_ROUTES } from '../../../engine/dashboard/sidebar-action';
import type { Delivery } from '../../api/deliveries-api';
import copy from '../../../schemas/copy/dashboard.json';

/**
 * The documents delivered beside the latest delivered will: its signing guide, and its letter of wishes
 * when the will had something to put in one, and the record of the instructions it was drafted from (as the delivery
 * listing says; a will delivered before each was a document of its own has none).
 */
export function DeliveredDocuments({ latest }: { latest: Delivery }) {
  const text = copy.sidebar.delivered;
  if (!latest.guide && !latest.letter && !latest.instructions) return null;
  return (
    <ul className="dashboard__documents">
      {latest.guide && (
        <li>
          <a href={DELIVERED_DOCUMENT_ROUTES.guide} download>
            {text.guide}
          </a>
        </li>
      )}
      {latest.letter && (
        <li>
          <a href={DELIVERED_DOCUMENT_ROUTES.letter} download>
            {text.letter}
          </a>
        </li>
      )}
      {latest.instructions && (
        <li>
          <a href={DELIVERED_DOCUMENT_ROUTES.instructions} download>
            {text.instructions}
          </a>
        </li>
      )}
    </ul>
  );
}
