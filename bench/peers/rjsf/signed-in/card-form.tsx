// Checkout's card form with RJSF alone: the product's three card fields as required strings with their hints, the
// product's messages in place of ajv's, and the pay button (a placeholder: nothing is paid).
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CheckoutPage } from '../../signed-in/page-types';

export function CardForm({ card }: { card: CheckoutPage['card'] }) {
  const schema: RJSFSchema = { type: 'object', required: card.fields.map((f) => f.name), properties: Object.fromEntries(card.fields.map((f) => [f.name, { type: 'string', title: f.title }])) };
  const uiSchema: UiSchema = { ...Object.fromEntries(card.fields.map((f) => [f.name, { 'ui:help': f.hint, 'ui:autocomplete': `cc-${f.name === 'number' ? 'number' : f.name === 'expiry' ? 'exp' : 'csc'}` }])), 'ui:submitButtonOptions': { submitText: card.pay } };
  const transformErrors: ErrorTransformer = (errors) => errors.map((error) => ({ ...error, message: card.fields.find((f) => f.name === error.params?.missingProperty)?.message ?? error.message }));
  return <Form schema={schema} uiSchema={uiSchema} validator={validator} transformErrors={transformErrors} showErrorList={false} noHtml5Validate />;
}
