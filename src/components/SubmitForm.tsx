import type { ReactNode } from 'react';

interface SubmitFormProps {
  className?: string;
  /** Enter or the submit button: the screen's machine decides what follows. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A form checked by its machine: the browser neither validates it nor leaves the page. */
export function SubmitForm({ className, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
