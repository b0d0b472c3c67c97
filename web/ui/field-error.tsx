import type { AriaRole, ReactNode } from 'react';
import formErrors from '../../schemas/copy/form-errors.json';

/**
 * A field's error message, under its label and hint (GOV.UK's error message): `id` is what the field's
 * `aria-describedby` names, and a screen reader hears "Error: " ("Gwall: ") before it, hidden from sight. Nothing
 * when there is no message.
 */
export function FieldError({ id, role, children }: { id?: string; role?: AriaRole; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className="field__error" role={role}>
      <span className="visually-hidden">{formErrors.fieldErrorPrefix}</span>
      {children}
    </p>
  );
}
