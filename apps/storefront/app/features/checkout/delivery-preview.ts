import type { FormasEntregaResposta } from '@vitrine/contract';
import type { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';

/**
 * The delivery lookup the server made while rendering the checkout: for the type and address
 * the checkout preselects (`lookup`), its answer (`data`). The checkout shows it at once instead
 * of a "looking up" line that later grows into the forms and dates (issue 12 §5, ADR 0050).
 */
export interface DeliveryPreview {
  lookup: { tipoEntrega: TipoEntrega; idendereco: number | null };
  data: FormasEntregaResposta;
}

/** The preview's answer when it is for this lookup, else undefined. */
export function previewFor(
  preview: DeliveryPreview | null | undefined,
  tipoEntrega: TipoEntrega,
  idendereco: number | null,
): FormasEntregaResposta | undefined {
  if (!preview) return undefined;
  const { lookup } = preview;
  return lookup.tipoEntrega === tipoEntrega && lookup.idendereco === idendereco
    ? preview.data
    : undefined;
}

/**
 * What a lookup answer preselects (spec §4): its first form with that form's first date and
 * window, and the pickup store the buyer picked before when offered, else the first (nearest).
 */
export function firstChoice(data: FormasEntregaResposta | null, preferredStore: number | null) {
  const first = data?.formas[0];
  const lojas = data?.lojas ?? [];
  return {
    formaId: first?.id ?? null,
    dataEntrega: first?.agendamentos[0]?.data ?? null,
    idjanela: first?.agendamentos[0]?.janelas[0]?.idjanela ?? null,
    idloja: lojas.find((l) => l.idloja === preferredStore)?.idloja ?? lojas[0]?.idloja ?? null,
  };
}
