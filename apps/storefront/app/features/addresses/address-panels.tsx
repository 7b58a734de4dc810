import type { Endereco, EnderecoBody } from '@vitrine/contract';
import { ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import { Panel } from '~/components/ui/panel';
import { useModalStore } from '~/lib/modal-store';
import { AddressBookList } from './address-book';
import { openAddressForm, useAddressEditStore } from './address-form-store';
import { AddressForm } from './address-form';
import type { MapConfig } from './map-config';
import type { AddressBook } from './use-address-book';

/**
 * The "Novo endereço" / "Editar endereço" modal with the map: a centred dialog on desktop, a
 * bottom panel on phones (spec §2). Saving closes it and reloads the book.
 */
export function AddressFormPanel({
  book,
  map,
  onSaved,
}: {
  book: AddressBook;
  map?: MapConfig;
  /** Called with the saved address (e.g. the checkout selects it). */
  onSaved?(endereco: Endereco): void;
}) {
  const open = useModalStore((s) => s.active === 'new-address');
  const close = useModalStore((s) => s.close);
  const editing = useAddressEditStore((s) => s.editing);
  const pending = book.create.isPending || book.update.isPending;

  function closePanel() {
    book.resetSaveError();
    close();
  }
  function submit(body: EnderecoBody) {
    const done = { onSuccess: (saved: Endereco) => (onSaved?.(saved), closePanel()) };
    if (editing) book.update.mutate({ ...body, idendereco: editing.idendereco }, done);
    else book.create.mutate(body, done);
  }

  return (
    <Panel
      open={open}
      onClose={closePanel}
      title={editing ? ADDRESS_TEXT.editAddress : ADDRESS_TEXT.newAddress}
      description={ADDRESS_TEXT.newAddressDescription}
      closeLabel={ADDRESS_TEXT.close}
      size="lg"
    >
      <AddressForm
        key={editing?.idendereco ?? 'novo'}
        initial={editing}
        variant="panel"
        map={map}
        submitting={pending}
        serverError={book.saveError}
        onSubmit={submit}
        onCancel={closePanel}
      />
    </Panel>
  );
}

/**
 * The address list panel (spec §2 "Address list", a bottom panel on phones): choose an address
 * (checkout), edit, delete, make primary, or add one — the form panel replaces this one and
 * returns to it when closed (one modal at a time).
 */
export function AddressListPanel({
  book,
  selected,
  onChoose,
}: {
  book: AddressBook;
  selected?: number | null;
  onChoose?(endereco: Endereco): void;
}) {
  const open = useModalStore((s) => s.active === 'address');
  const close = useModalStore((s) => s.close);
  return (
    <Panel
      open={open}
      onClose={close}
      title={ADDRESS_TEXT.listTitle}
      description={ADDRESS_TEXT.listDescription}
      closeLabel={ADDRESS_TEXT.close}
      size="lg"
    >
      <AddressBookList
        book={book}
        selected={selected ?? null}
        {...(onChoose
          ? {
              onChoose: (e: Endereco) => {
                onChoose(e);
                close();
              },
            }
          : {})}
        onNew={() => openAddressForm(null, 'address')}
        onEdit={(e) => openAddressForm(e, 'address')}
      />
    </Panel>
  );
}
