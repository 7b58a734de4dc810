import { SITUACAO_CADASTRAL, type SituacaoCadastral } from '@vitrine/domain';
import {
  TaxRegistryUnavailableError,
  type EmpresaReceita,
  type TaxRegistry,
} from './tax-registry.ts';

/** What the BrasilAPI registry needs. */
export interface BrasilApiTaxRegistryOptions {
  /** Base URL, e.g. https://brasilapi.com.br. */
  baseUrl: string;
  /** Longest wait for a reply, in ms. */
  timeoutMs: number;
  /** Injected in tests (recorded replies); the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The fields of a BrasilAPI `/api/cnpj/v1/{cnpj}` reply this adapter reads. */
interface BrasilApiCnpj {
  cnpj?: unknown;
  razao_social?: unknown;
  nome_fantasia?: unknown;
  situacao_cadastral?: unknown;
  descricao_situacao_cadastral?: unknown;
  descricao_tipo_logradouro?: unknown;
  logradouro?: unknown;
  numero?: unknown;
  complemento?: unknown;
  bairro?: unknown;
  municipio?: unknown;
  uf?: unknown;
  cep?: unknown;
  data_inicio_atividade?: unknown;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The Receita's numeric status codes (1 NULA, 2 ATIVA, 3 SUSPENSA, 4 INAPTA, 8 BAIXADA). */
const BY_CODE: Record<number, SituacaoCadastral> = {
  1: 'NULA',
  2: 'ATIVA',
  3: 'SUSPENSA',
  4: 'INAPTA',
  8: 'BAIXADA',
};

function situacao(body: BrasilApiCnpj): SituacaoCadastral | null {
  const described = text(body.descricao_situacao_cadastral).toUpperCase();
  if (described in SITUACAO_CADASTRAL) return described as SituacaoCadastral;
  const code = Number(body.situacao_cadastral);
  return BY_CODE[code] ?? null;
}

/**
 * The real registry: BrasilAPI's `GET {baseUrl}/api/cnpj/v1/{cnpj}` (public data of the
 * Receita Federal's CNPJ base). 404 (and 400, BrasilAPI's answer to a CNPJ it deems malformed)
 * → null; a network error, a timeout, a 5xx (or 429) or an unreadable reply →
 * TaxRegistryUnavailableError (the route answers 502 with a pt-BR text and the form may be
 * filled by hand).
 * @see https://brasilapi.com.br/docs#tag/CNPJ
 */
export function createBrasilApiTaxRegistry(options: BrasilApiTaxRegistryOptions): TaxRegistry {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lookupCnpj(cnpj) {
      let res: Response;
      try {
        res = await doFetch(`${base}/api/cnpj/v1/${encodeURIComponent(cnpj)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (cause) {
        throw new TaxRegistryUnavailableError({ cause });
      }
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new TaxRegistryUnavailableError({ cause: `HTTP ${res.status}` });
      let body: BrasilApiCnpj;
      try {
        body = (await res.json()) as BrasilApiCnpj;
      } catch (cause) {
        throw new TaxRegistryUnavailableError({ cause });
      }
      const status = situacao(body);
      const razao = text(body.razao_social);
      if (status === null || razao === '')
        throw new TaxRegistryUnavailableError({ cause: 'reply without razao_social or status' });
      const tipo = text(body.descricao_tipo_logradouro);
      const logradouro = text(body.logradouro);
      const empresa: EmpresaReceita = {
        cnpj: text(body.cnpj).replace(/\D/g, '') || cnpj,
        razao_social: razao,
        nome_fantasia: text(body.nome_fantasia),
        situacao: status,
        endereco: {
          logradouro: tipo && !logradouro.startsWith(tipo) ? `${tipo} ${logradouro}` : logradouro,
          numero: text(body.numero),
          complemento: text(body.complemento),
          bairro: text(body.bairro),
          municipio: text(body.municipio),
          uf: text(body.uf).toUpperCase(),
          cep: text(body.cep).replace(/\D/g, '').padStart(8, '0').slice(-8),
        },
        data_inicio_atividade: text(body.data_inicio_atividade) || null,
      };
      return empresa;
    },
  };
}
