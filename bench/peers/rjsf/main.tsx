// Peer: the first onboarding questions with RJSF alone: its own theme, widgets and run-time ajv validator.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { questions } from '../questions';

function App() {
  const [index, setIndex] = useState(0);
  const question = questions[index]!;
  const schema: RJSFSchema = { type: 'object' as const, required: [question.name], properties: { [question.name]: { type: 'boolean' as const, title: question.title, oneOf: [{ const: true, title: 'Yes' }, { const: false, title: 'No' }] } } };
  return (
    <>
      <h1>{question.title}</h1>
      <Form key={index} schema={schema} uiSchema={{ [question.name]: { 'ui:widget': 'radio', 'ui:help': question.help } }} validator={validator} onSubmit={() => setIndex((i) => Math.min(i + 1, questions.length - 1))} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
