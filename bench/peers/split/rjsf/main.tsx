// Peer: the estate split step with RJSF alone (its own theme and widgets, ajv compiled at run time): an integer field
// per beneficiary, validated live with a custom validator giving the product's message, and the running total drawn
// below the fields from the state the form's onChange keeps.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { beneficiaries, split, START, totalOf } from '../split-step';

type Amounts = Record<string, number | undefined>;

const schema: RJSFSchema = {
  type: 'object',
  title: split.legend,
  properties: Object.fromEntries(beneficiaries.map((b) => [b.key, { type: 'integer', title: b.name, minimum: 0, maximum: 100 }])),
};
const mustTotal100: CustomValidator<Amounts> = (amounts, errors) => {
  if (totalOf(amounts ?? {}) !== 100) errors.addError(split.mustTotal100);
  return errors;
};

function App() {
  const [amounts, setAmounts] = useState<Amounts>(() => Object.fromEntries(beneficiaries.map((b) => [b.key, START])));
  return (
    <>
      <h1>{split.title}</h1>
      <p>{split.intro}</p>
      <Form schema={schema} formData={amounts} validator={validator} customValidate={mustTotal100} liveValidate showErrorList={false} noHtml5Validate onChange={(event) => setAmounts(event.formData ?? {})}>
        <p>
          {split.total}: <output>{totalOf(amounts)}%</output>
        </p>
        <button type="submit">{split.next}</button>
      </Form>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
