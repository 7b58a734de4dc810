import { zodResolver } from '@hookform/resolvers/zod';
import { EnderecoBody, UFS, type EnderecoBodyInput } from '@vitrine/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { maskCep } from './cep';
import { Field, TextField, inputClass } from '~/components/ui/field';
import { CHECKOUT_TEXT } from '@vitrine/domain';

/** An error reply of the address create: the API's message and, for a 400, the field. */
export interface AddressServerError {
  mensagem: string;
  campo?: string;
}

interface AddressFormProps {
  /** Receives the validated body: cep without dash (spec §5), trimmed texts. */
  onSubmit(body: EnderecoBody): void;
  onCancel(): void;
  submitting: boolean;
  serverError?: AddressServerError | null;
}

const FIELDS = [
  'rua',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'cep',
  'apelido',
  'pontoref',
] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is FieldName =>
  (FIELDS as readonly string[]).includes(name ?? '');

/**
 * "Novo endereço": street, number, complement, district, city, UF, CEP (masked 00000-000),
 * nickname and reference point, validated with the contract's `EnderecoBody` schema — the
 * same one the API applies.
 */
export function AddressForm({ onSubmit, onCancel, submitting, serverError }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EnderecoBodyInput, unknown, EnderecoBody>({
    resolver: zodResolver(EnderecoBody),
    defaultValues: {
      rua: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
      cep: '',
      apelido: '',
      pontoref: '',
    },
  });

  useEffect(() => {
    if (serverError && isField(serverError.campo)) {
      setError(serverError.campo, { message: serverError.mensagem });
      setFocus(serverError.campo);
    }
  }, [serverError, setError, setFocus]);

  const cep = register('cep');
  const formError = serverError && !isField(serverError.campo) ? serverError.mensagem : null;

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-label={CHECKOUT_TEXT.newAddress}
      className="mt-3 grid grid-cols-1 gap-3 rounded-md border border-black/10 bg-surface/60 p-3 sm:grid-cols-6"
    >
      <TextField
        label={CHECKOUT_TEXT.cepField}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={CHECKOUT_TEXT.cepPlaceholder}
        maxLength={9}
        className="sm:col-span-2"
        error={errors.cep?.message}
        {...cep}
        onChange={(e) => {
          e.currentTarget.value = maskCep(e.currentTarget.value);
          void cep.onChange(e);
        }}
      />
      <TextField
        label={CHECKOUT_TEXT.nicknameField}
        className="sm:col-span-4"
        error={errors.apelido?.message}
        {...register('apelido')}
      />
      <TextField
        label={CHECKOUT_TEXT.streetField}
        autoComplete="address-line1"
        className="sm:col-span-4"
        error={errors.rua?.message}
        {...register('rua')}
      />
      <TextField
        label={CHECKOUT_TEXT.numberField}
        inputMode="numeric"
        className="sm:col-span-2"
        error={errors.numero?.message}
        {...register('numero')}
      />
      <TextField
        label={CHECKOUT_TEXT.complementField}
        autoComplete="address-line2"
        className="sm:col-span-3"
        error={errors.complemento?.message}
        {...register('complemento')}
      />
      <TextField
        label={CHECKOUT_TEXT.districtField}
        className="sm:col-span-3"
        error={errors.bairro?.message}
        {...register('bairro')}
      />
      <TextField
        label={CHECKOUT_TEXT.cityField}
        autoComplete="address-level2"
        className="sm:col-span-4"
        error={errors.cidade?.message}
        {...register('cidade')}
      />
      <Field label={CHECKOUT_TEXT.ufField} error={errors.uf?.message} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="address-level1"
            className={inputClass}
            {...register('uf')}
          >
            <option value="">{CHECKOUT_TEXT.ufPlaceholder}</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={CHECKOUT_TEXT.referenceField}
        className="sm:col-span-6"
        error={errors.pontoref?.message}
        {...register('pontoref')}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-6">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-6">
        <button
          type="submit"
          disabled={submitting}
          className="h-11 rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {CHECKOUT_TEXT.saveAddress}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-md border border-black/20 px-5 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {CHECKOUT_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
