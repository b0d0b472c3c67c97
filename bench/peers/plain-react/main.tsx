// Peer: the first onboarding questions as a hand-written React form (yes/no radios, an error, Continue).
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { questions } from '../questions';

function Question({ index, onNext }: { index: number; onNext: () => void }) {
  const question = questions[index]!;
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === null) setError(true);
    else onNext();
  };
  return (
    <form onSubmit={submit} noValidate>
      <h1>{question.title}</h1>
      <fieldset aria-describedby={`${question.name}-help`}>
        <legend>{question.title}</legend>
        <p id={`${question.name}-help`}>{question.help}</p>
        {error && <p role="alert">{question.required}</p>}
        {[true, false].map((value) => (
          <label key={String(value)}>
            <input type="radio" name={question.name} checked={answer === value} onChange={() => (setAnswer(value), setError(false))} />
            {value ? 'Yes' : 'No'}
          </label>
        ))}
      </fieldset>
      <button type="submit">Continue</button>
    </form>
  );
}

function App() {
  const [index, setIndex] = useState(0);
  return <Question key={index} index={index} onNext={() => setIndex((i) => Math.min(i + 1, questions.length - 1))} />;
}

createRoot(document.getElementById('root')!).render(<App />);
