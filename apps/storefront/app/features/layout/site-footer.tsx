import type { Fornecedor, Rodape } from '@vitrine/contract';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { HydrateLater } from '~/components/ui/hydrate-later';

/** Footer from the supplier's rodapé (spec §7 rodape). */
export function SiteFooter({ fornecedor, rodape }: { fornecedor: Fornecedor; rodape: Rodape }) {
  return (
    // Hydrated in a task of its own, after the first pass (ADR 0080).
    <HydrateLater>
      <footer className="mt-12 bg-primary text-primary-fg">
        <div className="mx-auto grid max-w-[1440px] gap-6 px-4 py-8 sm:grid-cols-3">
          <div>
            <p className="text-lg font-semibold">{fornecedor.nome}</p>
            <p className="mt-2 text-sm opacity-90">{rodape.texto}</p>
          </div>
          <address className="text-sm not-italic opacity-90">
            {rodape.endereco && <p>{rodape.endereco}</p>}
            {rodape.telefone && <p>{UI_TEXT.phone(rodape.telefone)}</p>}
            {rodape.email && (
              <p>
                {UI_TEXT.email}{' '}
                <a className="underline" href={`mailto:${rodape.email}`}>
                  {rodape.email}
                </a>
              </p>
            )}
            {rodape.cnpj && <p>{UI_TEXT.cnpj(rodape.cnpj)}</p>}
          </address>
          {rodape.links.length > 0 && (
            <nav aria-label={UI_TEXT.footerLinks}>
              <ul className="space-y-1 text-sm">
                {rodape.links.map((l) => (
                  <li key={l.url}>
                    <a className="underline" href={l.url}>
                      {l.titulo}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <p className="pb-6 text-center text-xs opacity-80">{UI_TEXT.poweredBy}</p>
      </footer>
    </HydrateLater>
  );
}
