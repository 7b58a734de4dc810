import type { ReactNode } from 'react';

/** A checkout section's heading; focusable so that a validation error can move the focus to it. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none">
      {children}
    </h2>
  );
}

/** A field's validation message, tied to its control by `id` (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm text-red-700">
      {message}
    </p>
  );
}
