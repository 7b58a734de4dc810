import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endereco, EnderecoBody } from '@vitrine/contract';
import { canAddAddress } from '@vitrine/domain/address-book';
import { ADDRESS_MSG } from '@vitrine/domain/address-messages';
import { ADDRESS_RELOAD_AFTER_LOGIN_MS } from '@vitrine/domain/constants';
import { useEffect, useRef } from 'react';
import { toast } from '~/lib/toast';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import type { AddressServerError } from './address-form';

/** The query key of a customer's address list. */
export const addressesQueryKey = (idcliente: number | null) => ['addresses', idcliente] as const;

/**
 * A failed save as the form shows it: the server's message (spec §5: a 400 carries it) and the
 * field it names, so the form shows it under that field.
 */
export function serverError(error: unknown, fallback: string): AddressServerError {
  if (!(error instanceof BrowserApiError)) return { mensagem: fallback };
  return {
    mensagem: error.serverMessage ?? fallback,
    ...(error.campo ? { campo: error.campo } : {}),
  };
}

/**
 * The customer's address book (spec §7 Addresses) as a TanStack query seeded by the page's
 * loader, with its writes: create, update (an answer 400 is a failure carrying the server's
 * message, spec §5), delete and "make primary". Every write reloads the list. After a login
 * (`idcliente` from null to an id) the list is reloaded {@link ADDRESS_RELOAD_AFTER_LOGIN_MS}
 * later (spec §9).
 */
export function useAddressBook(options: {
  idcliente: number | null;
  initial?: Endereco[] | undefined;
  tags: readonly string[];
}) {
  const { idcliente, tags } = options;
  const queryClient = useQueryClient();
  const key = addressesQueryKey(idcliente);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callFromBrowser('addresses.list', {}, { signal }),
    enabled: idcliente !== null,
    ...(options.initial ? { initialData: options.initial } : {}),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['addresses'] });

  useAddressReloadAfterLogin(idcliente, () => void reload());

  const create = useMutation({
    mutationFn: (body: EnderecoBody) => callFromBrowser('addresses.create', { body }),
    onSuccess: () => {
      toast.success(ADDRESS_MSG.saved);
      return reload();
    },
  });
  const update = useMutation({
    mutationFn: (body: EnderecoBody & { idendereco: number }) =>
      callFromBrowser('addresses.update', { body }),
    onSuccess: () => {
      toast.success(ADDRESS_MSG.saved);
      return reload();
    },
  });
  const remove = useMutation({
    mutationFn: (idendereco: number) =>
      callFromBrowser('addresses.remove', { params: { idendereco } }),
    onSuccess: () => {
      toast.success(ADDRESS_MSG.deleted);
      return reload();
    },
    onError: (error) => toast.error(serverError(error, ADDRESS_MSG.deleteFailed).mensagem),
  });
  const makePrimary = useMutation({
    mutationFn: (e: Endereco) =>
      callFromBrowser('addresses.update', {
        body: {
          idendereco: e.idendereco,
          rua: e.rua,
          numero: e.numero,
          bairro: e.bairro,
          cidade: e.cidade,
          uf: e.uf,
          cep: e.cep,
          complemento: e.complemento,
          pais: e.pais,
          apelido: e.apelido,
          pontoref: e.pontoref,
          coords: e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null,
          primario: true,
        },
      }),
    onSuccess: () => {
      toast.success(ADDRESS_MSG.primarySet);
      return reload();
    },
    onError: (error) => toast.error(serverError(error, ADDRESS_MSG.updateFailed).mensagem),
  });

  const enderecos = query.data ?? [];
  return {
    enderecos,
    loading: query.isPending && idcliente !== null,
    loadError: query.isError ? ADDRESS_MSG.loadFailed : null,
    /** Whether "Novo endereço" is offered (spec §6 uses-single-address). */
    canAdd: canAddAddress(tags, enderecos.length),
    create,
    update,
    remove,
    makePrimary,
    /** The error a failed create/update shows in the form. */
    saveError: create.error
      ? serverError(create.error, ADDRESS_MSG.createFailed)
      : update.error
        ? serverError(update.error, ADDRESS_MSG.updateFailed)
        : null,
    resetSaveError() {
      create.reset();
      update.reset();
    },
  };
}

/** The address book's state and actions. */
export type AddressBook = ReturnType<typeof useAddressBook>;

/**
 * Calls `reload` {@link ADDRESS_RELOAD_AFTER_LOGIN_MS} after a login: when `idcliente` goes from
 * null (visitor) to an id (spec §9 "Address reload after login 1000 ms").
 */
export function useAddressReloadAfterLogin(idcliente: number | null, reload: () => void): void {
  const previous = useRef(idcliente);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    const was = previous.current;
    previous.current = idcliente;
    if (was !== null || idcliente === null) return;
    const timer = setTimeout(() => latest.current(), ADDRESS_RELOAD_AFTER_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [idcliente]);
}
