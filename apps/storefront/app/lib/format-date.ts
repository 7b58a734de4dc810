/**
 * pt-BR date display (ARCHITECTURE.md §2 lib: format). Calendar dates ("YYYY-MM-DD", e.g. a
 * delivery date) are formatted as that day whatever the machine's zone; instants (ISO
 * timestamps) in Brasília time.
 */
import { onFirstUse } from '@vitrine/domain/on-first-use';

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
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
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat().format(date);
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
