import { Link, useParams } from 'react-router';

export function meta() {
  return [{ title: 'Muitas tentativas' }];
}

/** Spec §2 /{supplier}/erro/too-many-request: where an HTTP 429 lands. */
export default function TooManyRequests() {
  const { fornecedor } = useParams();
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Muitas tentativas</h1>
      <p className="mt-2">Recebemos muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.</p>
      <Link to={`/${fornecedor}`} className="mt-6 inline-block rounded-md bg-primary px-5 py-3 font-semibold text-primary-fg">
        Voltar à loja
      </Link>
    </main>
  );
}
