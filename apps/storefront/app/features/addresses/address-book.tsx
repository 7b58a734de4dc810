import type { Endereco } from '@vitrine/contract';
import { formatCep } from '@vitrine/domain/address-book';
import { ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import type { AddressBook } from './use-address-book';

const smallButton =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-black/15 px-3 text-sm font-medium hover:bg-black/5 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-primary';

interface AddressBookListProps {
  book: AddressBook;
  onNew(): void;
  onEdit(endereco: Endereco): void;
  /** Picker mode (checkout panel): the selected address and how to choose one. */
  selected?: number | null;
  onChoose?(endereco: Endereco): void;
}

/**
 * The customer's addresses as cards (spec §3 Address, §7 Addresses): nickname, one-line text,
 * CEP, reference point and ERP code; edit, delete (confirmed in place, so no second modal
 * opens) and "Tornar principal"; "Novo endereço" unless the supplier allows a single address
 * and one exists (spec §6 uses-single-address), where editing it is offered instead.
 */
export function AddressBookList({ book, onNew, onEdit, selected, onChoose }: AddressBookListProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const { enderecos } = book;
  return (
    <div className="grid gap-3">
      {book.loadError && (
        <p role="alert" className="text-sm text-red-700">
          {book.loadError}
        </p>
      )}
      {enderecos.length === 0 && !book.loading && (
        <p className="text-sm text-black/70">{ADDRESS_TEXT.empty}</p>
      )}
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={ADDRESS_TEXT.listTitle}>
        {enderecos.map((e) => (
          <li
            key={e.idendereco}
            className={
              'flex flex-col gap-3 rounded-lg border bg-white p-4 ' +
              (selected === e.idendereco ? 'border-primary ring-1 ring-primary' : 'border-black/10')
            }
          >
            <div className="flex items-start gap-3">
              <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {e.apelido || `${e.rua}, ${e.numero}`}
                  {e.primario && (
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                      {ADDRESS_TEXT.primary}
                    </span>
                  )}
                </p>
                <p className="text-sm text-black/75">{e.textoendereco}</p>
                <p className="text-sm text-black/60">
                  {CHECKOUT_TEXT.cepValue(formatCep(e.cep))}
                  {e.complemento ? ` · ${e.complemento}` : ''}
                  {e.pontoref ? ` · ${e.pontoref}` : ''}
                </p>
                {e.cod_erp && (
                  <p className="text-xs text-black/50">{ADDRESS_TEXT.erpCode(e.cod_erp)}</p>
                )}
              </div>
            </div>
            {confirming === e.idendereco ? (
              <div
                role="group"
                aria-label={ADDRESS_TEXT.confirmDeleteTitle}
                className="rounded-md bg-red-50 p-3"
              >
                <p className="text-sm font-medium text-red-900">
                  {ADDRESS_TEXT.confirmDeleteTitle}
                </p>
                <p className="mb-2 text-sm text-red-900/80">
                  {ADDRESS_TEXT.confirmDelete(e.textoendereco)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={book.remove.isPending}
                    onClick={() =>
                      book.remove.mutate(e.idendereco, { onSettled: () => setConfirming(null) })
                    }
                    className="h-9 rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                  >
                    {ADDRESS_TEXT.confirmDeleteAction}
                  </button>
                  <button type="button" className={smallButton} onClick={() => setConfirming(null)}>
                    {ADDRESS_TEXT.keep}
                  </button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                {onChoose && (
                  <button
                    type="button"
                    aria-pressed={selected === e.idendereco}
                    onClick={() => onChoose(e)}
                    className="inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  >
                    {selected === e.idendereco ? ADDRESS_TEXT.chosen : ADDRESS_TEXT.choose}
                  </button>
                )}
                <button type="button" className={smallButton} onClick={() => onEdit(e)}>
                  <Pencil aria-hidden className="h-4 w-4" />
                  {ADDRESS_TEXT.edit}
                  <span className="sr-only">{` ${e.textoendereco}`}</span>
                </button>
                {!e.primario && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={book.makePrimary.isPending}
                    onClick={() => book.makePrimary.mutate(e)}
                  >
                    <Star aria-hidden className="h-4 w-4" />
                    {ADDRESS_TEXT.setPrimary}
                  </button>
                )}
                <button
                  type="button"
                  className={`${smallButton} text-red-700`}
                  onClick={() => setConfirming(e.idendereco)}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {ADDRESS_TEXT.delete}
                  <span className="sr-only">{` ${e.textoendereco}`}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {book.canAdd ? (
        <button
          type="button"
          onClick={onNew}
          className="inline-flex h-11 w-fit items-center gap-2 rounded-md bg-primary px-4 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {ADDRESS_TEXT.newAddress}
        </button>
      ) : (
        <p className="text-sm text-black/70">{ADDRESS_TEXT.singleAddressHint}</p>
      )}
    </div>
  );
}
