import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { useModalStore } from '~/lib/modal-store';
import { pageTitle } from '~/lib/page-title';
import type { Route } from './+types/too-many-requests';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(UI_TEXT.tooManyRequestsTitle, matches) }];
}

/** Spec §2 /{supplier}/erro/too-many-request: where an HTTP 429 lands. */
export default function TooManyRequests() {
  const { fornecedor } = useParams();
  useEffect(() => {
    // The login modal that hit the limit redirected here: it must not stay open over this page.
    useModalStore.getState().close();
  }, []);
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{UI_TEXT.tooManyRequestsTitle}</h1>
      <p className="mx-auto mt-2 max-w-prose">{UI_TEXT.tooManyRequestsDetail}</p>
      <Link
        to={`/${fornecedor}`}
        className="mt-6 inline-block rounded-md bg-primary px-5 py-3 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {UI_TEXT.backToStore}
      </Link>
    </main>
  );
}
