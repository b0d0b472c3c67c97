// A step drawn with RJSF alone (its own theme and widgets, ajv compiled at run time): the step file's schema and
// uiSchema as bench/peers/signed-in/page-data.ts keeps them for RJSF, the complete will's answers, and the step's messages in place of
// ajv's by rule key (`required:fullName`), as the product shows them. About You and the marital status (./yourself,
// ./marital).
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorTransformer } from '@rjsf/utils';
import type { RjsfStepPage } from '../../signed-in/page-types';

function StepForm({ page }: { page: RjsfStepPage }) {
  const transformErrors: ErrorTransformer = (errors) =>
    errors.map((error) => {
      const field = String(error.params?.missingProperty ?? error.property ?? '').replace(/^\./, '');
      return { ...error, message: page.messages[`${error.name}:${field}`] ?? page.messages[error.name ?? ''] ?? error.message };
    });
  return (
    <main>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <Form schema={page.schema} uiSchema={page.uiSchema} formData={page.formData} validator={validator} transformErrors={transformErrors} showErrorList={false} noHtml5Validate />
    </main>
  );
}

export function drawStep() {
  createRoot(document.getElementById('root')!).render(<StepForm page={__PAGE__ as RjsfStepPage} />);
}
