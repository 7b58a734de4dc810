import { useState, type FormEvent } from 'react';
import { Cep } from '@vitrine/contract';
import { SUPPLIERS_TEXT } from '@vitrine/domain/suppliers-messages';
import { Field, inputClass } from '~/components/ui/field';
import { maskCepInput } from '~/lib/cep-input';

interface CepFormProps {
  /** Called with the CEP's 8 digits once the contract's `Cep` schema accepts it. */
  onSubmit(cep: string): void;
  busy: boolean;
  /** A message to show under the field (lookup result or error). */
  error?: string | null;
  submitLabel?: string;
  initialCep?: string | null;
  autoFocus?: boolean;
}

/**
 * A CEP field with its button: validated with the contract's `Cep` schema (the API's own rule)
 * before anything is sent; keyboard-first (Enter submits).
 */
export function CepForm({
  onSubmit,
  busy,
  error,
  submitLabel = SUPPLIERS_TEXT.search,
  initialCep,
  autoFocus,
}: CepFormProps) {
  const [value, setValue] = useState(initialCep ? maskCepInput(initialCep) : '');
  const [invalid, setInvalid] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = Cep.safeParse(value);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label={SUPPLIERS_TEXT.cepField}
        error={invalid ?? error ?? undefined}
        className="flex-1"
      >
        {({ id, describedBy, invalid: isInvalid }) => (
          <input
            id={id}
            name="cep"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={SUPPLIERS_TEXT.cepPlaceholder}
            autoFocus={autoFocus}
            className={inputClass}
            aria-describedby={describedBy}
            aria-invalid={isInvalid}
            value={value}
            onChange={(e) => setValue(maskCepInput(e.target.value))}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="h-11 shrink-0 rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:mt-6"
      >
        {busy ? SUPPLIERS_TEXT.searching : submitLabel}
      </button>
    </form>
  );
}
