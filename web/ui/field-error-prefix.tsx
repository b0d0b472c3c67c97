import formErrors from '../../schemas/copy/form-errors.json';

/** The word a screen reader says before a field's error message ("Error: ", "Gwall: "), hidden from sight. */
export function FieldErrorPrefix() {
  return <span className="visually-hidden">{formErrors.fieldErrorPrefix}</span>;
}
