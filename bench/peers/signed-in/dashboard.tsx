// My Will as both peers draw it: neither RJSF nor SurveyJS draws a list of links, so an app built on either would draw
// this page with React alone; both peers' builds hold this same component. The summary, the sidebar's panel for a
// will ready to submit and the nine step cards with their marks (./page-data.ts).
import { createRoot } from 'react-dom/client';
import type { DashboardPage } from './page-types';

function Dashboard({ page }: { page: DashboardPage }) {
  return (
    <main>
      <section>
        <h1>{page.title}</h1>
        <p>{page.summary}</p>
        <p>{page.completed}</p>
        <progress aria-label={page.progressLabel} max={100} value={page.percent} />
      </section>
      <section>
        <h2>{page.sidebar.title}</h2>
        <p>{page.sidebar.text}</p>
        <a href="#checkout">{page.sidebar.button}</a>
        <h3>{page.promo.title}</h3>
        <p>{page.promo.text}</p>
      </section>
      <ol aria-label={page.cardsLabel}>
        {page.cards.map((card) => (
          <li key={card.id} id={card.id}>
            <h2>
              {card.title} <span>({card.markLabel})</span> {card.optional && <span>{card.optional}</span>}
            </h2>
            <p>{card.text}</p>
            <p>{card.time}</p>
            <a href={`#${card.id}`}>{card.action}</a>
          </li>
        ))}
      </ol>
    </main>
  );
}

export function drawDashboard() {
  createRoot(document.getElementById('root')!).render(<Dashboard page={__PAGE__ as DashboardPage} />);
}
