import type { ReactNode } from 'react';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { DELIVERY_TYPE_LABEL } from '@vitrine/domain/delivery/delivery-type-label';
import { RadioCard, Section } from '~/components/ui/field';
import { DeliveryOptions } from './delivery-options';
import { FieldError, SectionHeading } from './section-heading';
import { LazyPickupStores } from './pickup-stores-lazy';
import type { Checkout } from './use-checkout';
import { HydrateLater } from '~/components/ui/hydrate-later';

const card = 'rounded-lg border border-black/10 bg-white p-4 sm:p-5';

/** How the order is received: the delivery type, then address + delivery form and date, or the pickup store (spec §4 Delivery). */
export function DeliverySection({
  checkout,
  addressPicker,
  billing,
}: {
  checkout: Checkout;
  /** The address choice (the addresses feature, composed by the route). */
  addressPicker: ReactNode;
  /** The billing address fields (the addresses feature, composed by the route); null: none. */
  billing: ReactNode;
}) {
  const { form, tipos, tipoEntrega, delivery } = checkout;
  const { idendereco, formaId, dataEntrega, idjanela, idloja } = form.values;
  const { errors } = form;
  const revalidate = { shouldValidate: form.submitted };
  const formas = delivery.data?.formas ?? [];
  const forma = formas.find((f) => f.id === formaId) ?? null;

  return (
    <>
      <Section title={CHECKOUT_TEXT.deliveryType} id="secao-tipo">
        {tipos.length > 1 ? (
          <div
            role="radiogroup"
            aria-label={CHECKOUT_TEXT.deliveryType}
            className="grid gap-2 sm:grid-cols-2"
          >
            {tipos.map((t) => (
              <RadioCard
                key={t}
                name="tipoEntrega"
                value={t}
                checked={tipoEntrega === t}
                onChange={() => checkout.chooseDeliveryType(t)}
              >
                <span className="font-medium">{DELIVERY_TYPE_LABEL[t]}</span>
              </RadioCard>
            ))}
          </div>
        ) : (
          <p className="font-medium">{DELIVERY_TYPE_LABEL[tipoEntrega]}</p>
        )}
      </Section>

      {tipoEntrega === TipoEntrega.DELIVERY ? (
        <>
          <HydrateLater>
            <section aria-labelledby="campo-idendereco" className={card}>
              <SectionHeading id="campo-idendereco">{CHECKOUT_TEXT.address}</SectionHeading>
              {addressPicker}
              <FieldError id="erro-idendereco" message={errors.idendereco} />
            </section>
          </HydrateLater>
          {idendereco !== null && (
            <HydrateLater>
              <section aria-labelledby="campo-formaId" className={card}>
                <SectionHeading id="campo-formaId">{CHECKOUT_TEXT.deliveryForm}</SectionHeading>
                <DeliveryOptions
                  formas={formas}
                  loading={delivery.loading}
                  error={delivery.error}
                  selectedId={formaId}
                  date={dataEntrega}
                  idjanela={idjanela}
                  onSelect={checkout.chooseForm}
                  onDate={(d) => forma && checkout.chooseDate(forma, d)}
                  onWindow={(id) => form.setValue('idjanela', id, revalidate)}
                />
                <FieldError id="erro-formaId" message={errors.formaId} />
              </section>
            </HydrateLater>
          )}
        </>
      ) : (
        <HydrateLater>
          <section aria-labelledby="campo-idloja" className={card}>
            <SectionHeading id="campo-idloja">{CHECKOUT_TEXT.pickupStore}</SectionHeading>
            <LazyPickupStores
              lojas={delivery.data?.lojas ?? []}
              loading={delivery.loading}
              error={delivery.error}
              selected={idloja}
              onSelect={(id) => form.setValue('idloja', id, revalidate)}
              errorId={errors.idloja ? 'erro-idloja' : undefined}
            />
            <FieldError id="erro-idloja" message={errors.idloja} />
            <div className="mt-4">
              <DeliveryOptions
                pickup
                formas={formas}
                loading={false}
                error={null}
                selectedId={formaId}
                date={dataEntrega}
                idjanela={idjanela}
                onSelect={checkout.chooseForm}
                onDate={(d) => forma && checkout.chooseDate(forma, d)}
                onWindow={(id) => form.setValue('idjanela', id, revalidate)}
              />
            </div>
          </section>
        </HydrateLater>
      )}
      {billing && (
        <HydrateLater>
          <section id="campo-faturamento" tabIndex={-1} className={card}>
            {billing}
          </section>
        </HydrateLater>
      )}
    </>
  );
}
