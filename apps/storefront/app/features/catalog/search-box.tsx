import { useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { CATALOG_MSG } from '@vitrine/domain/catalog-messages';
import { MAX_SUGGESTIONS, SUGGESTION_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { canRequestSuggestions, sanitizeSearchText } from '@vitrine/domain/search';
import { callFromBrowser } from '~/lib/api-browser';
import { useDebounced } from '~/lib/use-debounced';
import { brl } from '~/lib/format';

/** Fetches full-text suggestions through the typed browser client; aborted when superseded. */
async function fetchSuggestions(idfornecedor: string, query: string, signal: AbortSignal) {
  const body = await callFromBrowser(
    'catalog.suggestions',
    { query: { idfornecedor, query } },
    { signal },
  );
  return body.data.resultset.hits.slice(0, MAX_SUGGESTIONS);
}

/**
 * Product search: submits to the product list (`?q=`); while typing, shows up to 10
 * suggestions after 1000 ms without typing (spec §5 suggestions need a query and a supplier; §9).
 */
export function SearchBox({ slug, idfornecedor }: { slug: string; idfornecedor: string }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const query = sanitizeSearchText(useDebounced(text, SUGGESTION_DEBOUNCE_MS));
  const searchable = canRequestSuggestions(query, idfornecedor);
  const listId = useId();
  const suggestions = useQuery({
    queryKey: ['sugestoes', idfornecedor, query],
    queryFn: ({ signal }) => fetchSuggestions(idfornecedor, query, signal),
    enabled: searchable,
  });
  const hits = open && searchable ? (suggestions.data ?? []) : [];

  return (
    <div className="relative">
      <Form method="get" action={`/${slug}/produtos`} role="search" onSubmit={() => setOpen(false)}>
        <label htmlFor={`${listId}-q`} className="sr-only">
          {CATALOG_MSG.searchProducts}
        </label>
        <div className="flex overflow-hidden rounded-md bg-white text-ink">
          <input
            id={`${listId}-q`}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={CATALOG_MSG.searchProducts}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            aria-controls={hits.length > 0 ? listId : undefined}
            aria-expanded={hits.length > 0}
            aria-autocomplete="list"
            role="combobox"
            className="h-10 min-w-0 flex-1 px-3 outline-none focus-visible:ring-2 focus-visible:ring-secondary"
          />
          <button
            type="submit"
            aria-label={CATALOG_MSG.search}
            className="flex h-10 w-11 items-center justify-center bg-secondary text-ink"
          >
            <Search aria-hidden className="h-5 w-5" />
          </button>
        </div>
      </Form>
      {hits.length > 0 && (
        <ul
          id={listId}
          aria-label={CATALOG_MSG.suggestions}
          className="absolute inset-x-0 top-11 z-40 max-h-96 overflow-y-auto rounded-md border border-black/10 bg-white text-ink shadow-lg"
        >
          {hits.map((h) => (
            <li key={h.id}>
              <Link
                to={`/${slug}/produto/${h.id}`}
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 px-3 py-2 hover:bg-black/5 focus-visible:bg-black/5"
              >
                <img
                  src={h.imagem}
                  alt=""
                  width={36}
                  height={36}
                  className="h-9 w-9 rounded object-cover"
                />
                <span className="flex-1 text-sm">{h.nome}</span>
                <span className="text-sm font-semibold">
                  {h.preco === null ? null : brl(h.preco)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
