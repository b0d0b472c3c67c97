// The estate split with RJSF alone (its own theme and widgets, ajv compiled at run time): an integer field per row,
// validated live with a custom validator giving the product's message, and the running total drawn below the fields
// from the state the form's onChange keeps. Drawn by ./main.tsx (the keystroke bench's two rows) and by
// bench/peers/signed-in/rjsf/split (the complete will's).
import { useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { split, totalOf, type Share } from '../split-step';

type Amounts = Record<string, number | undefined>;

/** The product's rule splitTotal over the rows: their shares add up to 100. */
const mustTotal100 =
  (shares: readonly Share[]): CustomValidator<Amounts> =>
  (amounts, errors) => {
    if (totalOf(amounts ?? {}, shares) !== 100) errors.addError(split.mustTotal100);
    return errors;
  };

export function SplitForm({ shares }: { shares: readonly Share[] }) {
  const [schema] = useState<RJSFSchema>(() => ({
    type: 'object',
    title: split.legend,
    properties: Object.fromEntries(shares.map((s) => [s.key, { type: 'integer', title: s.name, minimum: 0, maximum: 100 }])),
  }));
  const [validate] = useState(() => mustTotal100(shares));
  const [amounts, setAmounts] = useState<Amounts>(() => Object.fromEntries(shares.map((s) => [s.key, s.amount])));
  return (
    <>
      <h1>{split.title}</h1>
      <p>{split.intro}</p>
      <Form schema={schema} formData={amounts} validator={validator} customValidate={validate} liveValidate showErrorList={false} noHtml5Validate onChange={(event) => setAmounts(event.formData ?? {})}>
        <p>
          {split.total}: <output>{totalOf(amounts, shares)}%</output>
        </p>
        <button type="submit">{split.next}</button>
      </Form>
    </>
  );
}
