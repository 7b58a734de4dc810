import { Form, Link } from 'react-router';
import { StatusPedido, statusText } from '@vitrine/domain/order-status';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import {
  CANAL_ORIGEM_LABEL,
  CANAL_ORIGEM_TODOS,
  CANAL_ORIGEM_TODOS_LABEL,
} from '@vitrine/domain/order-origin-channel';

const field =
  'h-11 w-full rounded-md border border-black/20 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary';
const label = 'mb-1 block text-sm font-medium text-black/70';

/**
 * The order list's filters as a GET form: the choices live in the URL's search params (status,
 * de, ate, canal — spec §9 channel list), so a filtered list can be bookmarked and shared.
 */
export function OrderFilters({
  values,
  clearTo,
}: {
  values: { status: string; de: string; ate: string; canal: string };
  clearTo: string;
}) {
  return (
    <Form
      method="get"
      aria-label={AFTER_SALE_TEXT.filters}
      className="mb-4 grid gap-3 rounded-lg border border-black/10 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_1fr_auto]"
    >
      <div>
        <label htmlFor="filtro-status" className={label}>
          {AFTER_SALE_TEXT.filterStatus}
        </label>
        <select id="filtro-status" name="status" defaultValue={values.status} className={field}>
          <option value="">{AFTER_SALE_TEXT.filterAllStatuses}</option>
          {/* The name in `label`, not as text: the page's status texts (badges) stay the only
              text matches of a status name. */}
          {Object.values(StatusPedido).map((s) => (
            <option key={s} value={s} label={statusText(s)} />
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-de" className={label}>
          {AFTER_SALE_TEXT.filterFrom}
        </label>
        <input id="filtro-de" type="date" name="de" defaultValue={values.de} className={field} />
      </div>
      <div>
        <label htmlFor="filtro-ate" className={label}>
          {AFTER_SALE_TEXT.filterTo}
        </label>
        <input id="filtro-ate" type="date" name="ate" defaultValue={values.ate} className={field} />
      </div>
      <div>
        <label htmlFor="filtro-canal" className={label}>
          {AFTER_SALE_TEXT.filterChannel}
        </label>
        <select
          id="filtro-canal"
          name="canal"
          defaultValue={values.canal || CANAL_ORIGEM_TODOS}
          className={field}
        >
          <option value={CANAL_ORIGEM_TODOS}>{CANAL_ORIGEM_TODOS_LABEL}</option>
          {Object.entries(CANAL_ORIGEM_LABEL).map(([value, text]) => (
            <option key={value} value={value} label={text} />
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <button
          type="submit"
          className="h-11 flex-1 rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:flex-none"
        >
          {AFTER_SALE_TEXT.applyFilters}
        </button>
        <Link
          to={clearTo}
          className="inline-flex h-11 items-center rounded-md px-3 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {AFTER_SALE_TEXT.clearFilters}
        </Link>
      </div>
    </Form>
  );
}
