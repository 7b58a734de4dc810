import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { HydrateLater } from './hydrate-later';

export const inputClass =
  'h-11 w-full rounded-md border border-black/20 bg-white px-3 text-base text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary ' +
  'aria-[invalid=true]:border-red-600';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children(ids: { id: string; describedBy: string | undefined; invalid: boolean }): ReactNode;
}

/** A labelled form control whose hint and error are tied to it with aria-describedby. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-black/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What an input, textarea or select bound to a form field takes to show and change it. */
export interface BoundField {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input (works with react-hook-form's `register`). */
export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
          {...input}
        />
      )}
    </Field>
  );
}

/** A titled block of the checkout. */
export function Section({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    // Each block hydrates in a task of its own (ADR 0080).
    <HydrateLater>
      <section
        aria-labelledby={id}
        className="rounded-lg border border-black/10 bg-white p-4 sm:p-5"
      >
        <h2 id={id} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </HydrateLater>
  );
}

/** A selectable card wrapping a radio input. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={
        'flex cursor-pointer items-start gap-3 rounded-md border p-3 transition has-[:focus-visible]:outline-2 ' +
        'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ' +
        (checked ? 'border-primary bg-primary/5' : 'border-black/15 hover:border-black/30')
      }
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-1 h-4 w-4 shrink-0 accent-primary"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
