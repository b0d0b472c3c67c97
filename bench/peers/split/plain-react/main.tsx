// Peer: the estate split step as a hand-written React form (useState, no form library): a whole-percentage field per
// beneficiary, the running total, and the product's message while the shares do not add up to 100.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { beneficiaries, split, START, totalOf } from '../split-step';

function App() {
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(beneficiaries.map((b) => [b.key, String(START)])));
  const total = totalOf(amounts);
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form onSubmit={submit} noValidate>
      <h1>{split.title}</h1>
      <p>{split.intro}</p>
      <fieldset aria-describedby={total === 100 ? undefined : 'split-error'}>
        <legend>{split.legend}</legend>
        {total !== 100 && <p id="split-error">{split.mustTotal100}</p>}
        {beneficiaries.map((b) => (
          <p key={b.key}>
            <label htmlFor={b.key}>{b.name}</label>{' '}
            <input id={b.key} type="number" min={0} max={100} step={1} value={amounts[b.key]} onChange={(e) => setAmounts((a) => ({ ...a, [b.key]: e.target.value }))} /> %
          </p>
        ))}
        <p>
          {split.total}: <output>{total}%</output>
        </p>
      </fieldset>
      <button type="submit">{split.next}</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
