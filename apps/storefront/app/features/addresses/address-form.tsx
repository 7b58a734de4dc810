import { zodResolver } from '@hookform/resolvers/zod';
import { EnderecoBody, UFS, type Endereco } from '@vitrine/contract';
import { ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field, TextField, inputClass } from '~/components/ui/field';
import { AddressMap } from './address-map';
import {
  EMPTY_ADDRESS,
  addressFormValues,
  fieldsFromCep,
  geocodeQuery,
  type AddressFormValues,
} from './address-form-values';
import { completeCep, maskCepInput } from '~/lib/cep-input';
import { DEFAULT_MAP_CONFIG, type MapConfig, type MapPoint } from './map-config';
import { useCepLookup, useGeocode } from './use-address-lookups';

/** An error reply of the address create or update: the API's message and, for a 400, the field. */
export interface AddressServerError {
  mensagem: string;
  campo?: string;
}

interface AddressFormProps {
  /** The address being edited; a new address when absent. */
  initial?: Endereco | null;
  /** Receives the validated body: cep without dash (spec §5), trimmed texts, coords{lat,lng}. */
  onSubmit(body: EnderecoBody): void;
  onCancel(): void;
  submitting: boolean;
  serverError?: AddressServerError | null;
  /** Tile server of the map (storefront config); OpenStreetMap when absent. */
  map?: MapConfig;
  /** 'inline' (inside the checkout's delivery section) or 'panel' (inside a Panel). */
  variant?: 'inline' | 'panel';
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
 * "Novo endereço" / "Editar endereço" (spec §2 "New address, with a map", §3 Address): CEP
 * (masked 00000-000) that fills street, district, city and UF when complete and moves the focus
 * to the number; the map's pin follows the typed address and can be dragged (saved as
 * coords{lat,lng}); validated with the contract's `EnderecoBody` — the schema the API applies.
 * Without a map (tile server or geocoder unreachable) the form still saves.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  submitting,
  serverError,
  map = DEFAULT_MAP_CONFIG,
  variant = 'inline',
}: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, EnderecoBody>({
    resolver: zodResolver(EnderecoBody) as never,
    defaultValues: initial ? addressFormValues(initial) : EMPTY_ADDRESS,
  });

  useEffect(() => {
    if (serverError && isField(serverError.campo)) {
      setError(serverError.campo, { message: serverError.mensagem });
      setFocus(serverError.campo);
    }
  }, [serverError, setError, setFocus]);

  const values = useWatch({ control });
  const initialPoint =
    initial?.lat != null && initial.lng != null ? { lat: initial.lat, lng: initial.lng } : null;
  const [point, setPoint] = useState<MapPoint | null>(initialPoint);
  const [focusKey, setFocusKey] = useState(0);

  const placeFromAddress = useCallback(
    (next: MapPoint) => {
      setPoint(next);
      setFocusKey((k) => k + 1);
      setValue('coords', next);
    },
    [setValue],
  );
  const placeByUser = useCallback(
    (next: MapPoint) => {
      setPoint(next);
      setValue('coords', next, { shouldDirty: true });
    },
    [setValue],
  );

  const cepLookup = useCepLookup(
    completeCep(values.cep),
    {
      onFound(found) {
        clearErrors('cep');
        for (const [name, value] of Object.entries(fieldsFromCep(found)))
          setValue(name as FieldName, value, { shouldValidate: true });
        if (found.lat !== null && found.lng !== null)
          placeFromAddress({ lat: found.lat, lng: found.lng });
        setFocus(found.rua ? 'numero' : 'rua');
      },
      onError(message) {
        setError('cep', { message });
      },
    },
    { skip: initial ? completeCep(initial.cep) : null },
  );

  // The pin follows the typed address once the number is known (an edited address keeps its pin
  // until the address changes).
  const query =
    values.numero?.toString().trim() && !cepLookup.searching
      ? geocodeQuery({
          rua: values.rua ?? '',
          numero: values.numero?.toString() ?? '',
          bairro: values.bairro ?? '',
          cidade: values.cidade ?? '',
          uf: values.uf ?? '',
          cep: values.cep ?? '',
        })
      : null;
  const unchanged =
    initial !== null &&
    initial !== undefined &&
    query !== null &&
    JSON.stringify(query) === JSON.stringify(geocodeQuery({ ...addressFormValues(initial) }));
  const geocode = useGeocode(unchanged ? null : query, placeFromAddress);

  const cepRegistration = register('cep');
  const formError = serverError && !isField(serverError.campo) ? serverError.mensagem : null;
  const label = initial ? ADDRESS_TEXT.editAddress : CHECKOUT_TEXT.newAddress;

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-label={label}
      className={
        variant === 'inline'
          ? 'mt-3 grid grid-cols-1 gap-3 rounded-md border border-black/10 bg-surface/60 p-3 sm:grid-cols-6'
          : 'grid grid-cols-1 gap-3 sm:grid-cols-6'
      }
    >
      <TextField
        label={CHECKOUT_TEXT.cepField}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={CHECKOUT_TEXT.cepPlaceholder}
        className="sm:col-span-2"
        error={errors.cep?.message}
        hint={cepLookup.searching ? ADDRESS_TEXT.searchingCep : undefined}
        {...cepRegistration}
        onChange={(e) => {
          e.currentTarget.value = maskCepInput(e.currentTarget.value);
          void cepRegistration.onChange(e);
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
      <div className="sm:col-span-6">
        <AddressMap
          point={point}
          focusKey={focusKey}
          config={map}
          onMove={placeByUser}
          geocodeFailed={geocode.failed}
          locating={geocode.locating}
        />
      </div>
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
          {submitting ? ADDRESS_TEXT.saving : CHECKOUT_TEXT.saveAddress}
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
