// What the machines of the typed forms share: values written field by field as the member types
// (a username keeps only what its rule allows), and a Submit that waits until every field holds
// something.
import { usernameFrom } from './username.ts';

export type FormValues<F extends string> = Record<F, string>;

/** The member typed into one field of the form. */
export interface FieldChanged<F extends string> {
  type: 'FIELD_CHANGED';
  field: F;
  value: string;
}

interface FormContext<F extends string> {
  values: FormValues<F>;
}

interface FormShape<F extends string> {
  fields: readonly F[];
  /** Fields sent exactly as typed (passwords): spaces alone fill them. */
  keptAsTyped?: readonly F[];
}

export function formFields<F extends string>({ fields, keptAsTyped = [] }: FormShape<F>) {
  const missing = (values: FormValues<F>): F[] =>
    fields.filter((field) => (keptAsTyped.includes(field) ? values[field] : values[field].trim()) === '');

  return {
    empty: Object.fromEntries(fields.map((field) => [field, ''])) as FormValues<F>,
    /** The fields still empty, in form order. */
    missing,
    /** Guard of SUBMIT. */
    isFilled: ({ context }: { context: FormContext<F> }) => missing(context.values).length === 0,
    /** The values after FIELD_CHANGED, for its assign. */
    afterTyping: ({ context, event }: { context: FormContext<F>; event: FieldChanged<F> }): FormValues<F> => ({
      ...context.values,
      [event.field]: event.field === 'username' ? usernameFrom(event.value) : event.value,
    }),
  };
}
