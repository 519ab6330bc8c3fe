// What ties a form's required text fields to its machine: each shows its value, is locked while
// the form is sent, and tells every keystroke as FIELD_CHANGED.
import type { FieldChanged, FormValues } from '../../machines/form-fields.ts';

interface FormBinding<F extends string> {
  values: FormValues<F>;
  /** The form is being sent. */
  busy: boolean;
  send: (event: FieldChanged<F>) => void;
}

/** The props of one field, by name; each field adds its own label and extras. */
export function bindFields<F extends string>({ values, busy, send }: FormBinding<F>) {
  return (name: F) => ({
    name,
    value: values[name],
    required: true,
    readOnly: busy,
    onValueChange: (value: string) => send({ type: 'FIELD_CHANGED', field: name, value }),
  });
}
