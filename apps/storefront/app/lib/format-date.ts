/**
 * pt-BR date display (ARCHITECTURE.md §2 lib: format). Calendar dates ("YYYY-MM-DD", e.g. a
 * delivery date) are formatted as that day whatever the machine's zone; instants (ISO
 * timestamps) in Brasília time.
 *
 * Calendar dates are written without `Intl` (ADR 0093): the checkout shows its delivery dates
 * while it loads, and a page's first `Intl` object loads the ICU services in one long step.
 * Instants keep `Intl`: they need the IANA zone's rules, and the pages that show them (orders,
 * Pix, coupons) are not on a first visit's path.
 */
import { onFirstUse } from '@vitrine/domain/on-first-use';

/** Weekday names as `Intl`'s pt-BR `weekday: 'long'` writes them, Sunday first (getUTCDay). */
const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** "2025-03-14" → "sexta-feira, 14/03/2025"; anything unparsable is returned as is. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}`;
  return `${WEEKDAYS[date.getUTCDay()]}, ${day}/${date.getUTCFullYear()}`;
}

/** An ISO instant → "14/03/2025, 09:30" in Brasília time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}

/** An ISO instant → "14/03/2025" in Brasília time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}
