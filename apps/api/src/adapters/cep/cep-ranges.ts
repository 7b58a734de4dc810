/**
 * The public CEP ranges of the Correios: which UF a CEP belongs to, and the ranges of the state
 * capitals (with the coordinates of their centre), so the sandbox can answer a valid CEP it has
 * no street for with its city (street left for the customer to type).
 */

interface UfRange {
  from: number;
  to: number;
  uf: string;
}

/** First five digits of the CEP → UF (Correios ranges). */
const UF_RANGES: readonly UfRange[] = [
  { from: 1000, to: 19999, uf: 'SP' },
  { from: 20000, to: 28999, uf: 'RJ' },
  { from: 29000, to: 29999, uf: 'ES' },
  { from: 30000, to: 39999, uf: 'MG' },
  { from: 40000, to: 48999, uf: 'BA' },
  { from: 49000, to: 49999, uf: 'SE' },
  { from: 50000, to: 56999, uf: 'PE' },
  { from: 57000, to: 57999, uf: 'AL' },
  { from: 58000, to: 58999, uf: 'PB' },
  { from: 59000, to: 59999, uf: 'RN' },
  { from: 60000, to: 63999, uf: 'CE' },
  { from: 64000, to: 64999, uf: 'PI' },
  { from: 65000, to: 65999, uf: 'MA' },
  { from: 66000, to: 68899, uf: 'PA' },
  { from: 68900, to: 68999, uf: 'AP' },
  { from: 69000, to: 69299, uf: 'AM' },
  { from: 69300, to: 69399, uf: 'RR' },
  { from: 69400, to: 69899, uf: 'AM' },
  { from: 69900, to: 69999, uf: 'AC' },
  { from: 70000, to: 72799, uf: 'DF' },
  { from: 72800, to: 72999, uf: 'GO' },
  { from: 73000, to: 73699, uf: 'DF' },
  { from: 73700, to: 76799, uf: 'GO' },
  { from: 76800, to: 76999, uf: 'RO' },
  { from: 77000, to: 77999, uf: 'TO' },
  { from: 78000, to: 78899, uf: 'MT' },
  { from: 79000, to: 79999, uf: 'MS' },
  { from: 80000, to: 87999, uf: 'PR' },
  { from: 88000, to: 89999, uf: 'SC' },
  { from: 90000, to: 99999, uf: 'RS' },
];

/** A capital's CEP range, with the coordinates of its centre. */
interface CityRange {
  from: number;
  to: number;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
}

const CITY_RANGES: readonly CityRange[] = [
  { from: 1000, to: 5999, cidade: 'São Paulo', uf: 'SP', lat: -23.5505, lng: -46.6333 },
  { from: 8000, to: 8499, cidade: 'São Paulo', uf: 'SP', lat: -23.5505, lng: -46.6333 },
  { from: 20000, to: 23799, cidade: 'Rio de Janeiro', uf: 'RJ', lat: -22.9068, lng: -43.1729 },
  { from: 29000, to: 29099, cidade: 'Vitória', uf: 'ES', lat: -20.3155, lng: -40.3128 },
  { from: 30000, to: 31999, cidade: 'Belo Horizonte', uf: 'MG', lat: -19.9167, lng: -43.9345 },
  { from: 40000, to: 42599, cidade: 'Salvador', uf: 'BA', lat: -12.9777, lng: -38.5016 },
  { from: 49000, to: 49099, cidade: 'Aracaju', uf: 'SE', lat: -10.9472, lng: -37.0731 },
  { from: 50000, to: 52999, cidade: 'Recife', uf: 'PE', lat: -8.0476, lng: -34.877 },
  { from: 57000, to: 57099, cidade: 'Maceió', uf: 'AL', lat: -9.6498, lng: -35.7089 },
  { from: 58000, to: 58099, cidade: 'João Pessoa', uf: 'PB', lat: -7.1195, lng: -34.845 },
  { from: 59000, to: 59099, cidade: 'Natal', uf: 'RN', lat: -5.7945, lng: -35.211 },
  { from: 60000, to: 61599, cidade: 'Fortaleza', uf: 'CE', lat: -3.7319, lng: -38.5267 },
  { from: 64000, to: 64099, cidade: 'Teresina', uf: 'PI', lat: -5.0892, lng: -42.8019 },
  { from: 65000, to: 65099, cidade: 'São Luís', uf: 'MA', lat: -2.5307, lng: -44.3068 },
  { from: 66000, to: 66999, cidade: 'Belém', uf: 'PA', lat: -1.4558, lng: -48.4902 },
  { from: 69000, to: 69099, cidade: 'Manaus', uf: 'AM', lat: -3.119, lng: -60.0217 },
  { from: 70000, to: 70999, cidade: 'Brasília', uf: 'DF', lat: -15.7939, lng: -47.8828 },
  { from: 74000, to: 74899, cidade: 'Goiânia', uf: 'GO', lat: -16.6869, lng: -49.2648 },
  { from: 78000, to: 78109, cidade: 'Cuiabá', uf: 'MT', lat: -15.601, lng: -56.0974 },
  { from: 79000, to: 79129, cidade: 'Campo Grande', uf: 'MS', lat: -20.4697, lng: -54.6201 },
  { from: 80000, to: 82999, cidade: 'Curitiba', uf: 'PR', lat: -25.4284, lng: -49.2733 },
  { from: 88000, to: 88099, cidade: 'Florianópolis', uf: 'SC', lat: -27.5954, lng: -48.548 },
  { from: 90000, to: 91999, cidade: 'Porto Alegre', uf: 'RS', lat: -30.0346, lng: -51.2177 },
];

/** The UF of a CEP (8 digits), or null outside every range. */
export function ufOfCep(cep: string): string | null {
  const prefix = Number(cep.slice(0, 5));
  return UF_RANGES.find((r) => prefix >= r.from && prefix <= r.to)?.uf ?? null;
}

/** The capital whose range holds a CEP (8 digits), with its centre; null for other cities. */
export function capitalOfCep(
  cep: string,
): { cidade: string; uf: string; lat: number; lng: number } | null {
  const prefix = Number(cep.slice(0, 5));
  const range = CITY_RANGES.find((r) => prefix >= r.from && prefix <= r.to);
  return range ? { cidade: range.cidade, uf: range.uf, lat: range.lat, lng: range.lng } : null;
}
