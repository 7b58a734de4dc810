import { CATALOG_MSG } from '@vitrine/domain/catalog-messages';
import { Form, useSubmit } from 'react-router';

/**
 * Sort order of the list (the supplier's ordenacoes_produto); submits on change and keeps
 * the category and search. A visible button covers browsers without JavaScript.
 */
export function SortSelect({
  options,
  value,
  hidden,
}: {
  options: { valor: string; descricao: string }[];
  value: string;
  hidden: Record<string, string>;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="flex items-center gap-2"
      onChange={(e) => submit(e.currentTarget)}
    >
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="ordem" className="text-sm font-medium">
        {CATALOG_MSG.sortBy}
      </label>
      <select
        id="ordem"
        name="ordem"
        defaultValue={value}
        className="h-10 rounded-md border border-black/20 bg-white px-2"
      >
        {options.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.descricao}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{CATALOG_MSG.apply}</button>
      </noscript>
    </Form>
  );
}
