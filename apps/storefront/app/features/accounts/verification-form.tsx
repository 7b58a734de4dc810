import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { ACCOUNTS_MSG, ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { VERIFICATION_TTL_MINUTES } from '@vitrine/domain/accounts/verification-code';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { TextField } from '~/components/ui/field';
import { ChoiceRadios } from './choice-radios';
import { GoToLoginButton } from './go-to-login-button';
import type { VerificationResult } from './verification.server';
import { buttonClass, linkButtonClass } from './styles';

const CHANNELS = [
  { value: 'email', label: ACCOUNTS_TEXT.channelEmail },
  { value: 'sms', label: ACCOUNTS_TEXT.channelSms },
] as const;

/**
 * "Confirme seu cadastro" (issue 11 §1, ADR 0029): the buyer picks e-mail or SMS, receives a
 * 6-digit code and types it; the wrong, expired, exhausted and too-many texts come from the
 * server. Logged out, it asks for a login first.
 */
export function VerificationForm({
  slug,
  logado,
  confirmado,
}: {
  slug: string;
  logado: boolean;
  confirmado: boolean;
}) {
  const send = useFetcher<VerificationResult>();
  const confirm = useFetcher<VerificationResult>();
  const [canal, setCanal] = useState<'email' | 'sms'>('email');
  const codeRef = useRef<HTMLInputElement>(null);
  const sent = send.data?.ok === true;
  useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent, send.data]);

  if (!logado)
    return (
      <div className="mt-6 space-y-4">
        <p>{ACCOUNTS_MSG.verificationLoginFirst}</p>
        <GoToLoginButton />
      </div>
    );
  if (confirmado || confirm.data?.ok)
    return (
      <div className="mt-6 space-y-4" role="status">
        <p className="font-medium">
          {confirm.data?.ok ? confirm.data.mensagem : ACCOUNTS_MSG.verificationAlreadyConfirmed}
        </p>
        <Link to={`/${slug}`} className={`${buttonClass} flex items-center justify-center`}>
          {UI_TEXT.backToStore}
        </Link>
      </div>
    );

  const sendError = send.data && !send.data.ok ? send.data.mensagem : null;
  const confirmError = confirm.data && !confirm.data.ok ? confirm.data.mensagem : null;
  return (
    <div className="mt-4 space-y-6">
      <p className="leading-relaxed">{ACCOUNTS_TEXT.verifyIntro(VERIFICATION_TTL_MINUTES)}</p>
      <send.Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="enviar" />
        <ChoiceRadios
          legend={ACCOUNTS_TEXT.verifyChannel}
          name="canal"
          options={CHANNELS}
          value={canal}
          onChange={setCanal}
        />
        <button
          type="submit"
          disabled={send.state !== 'idle'}
          className={sent ? linkButtonClass : buttonClass}
        >
          {send.state !== 'idle'
            ? ACCOUNTS_TEXT.submitting
            : sent
              ? ACCOUNTS_TEXT.resendCode
              : ACCOUNTS_TEXT.sendCode}
        </button>
        <p role={sendError ? 'alert' : 'status'} className="min-h-5 text-sm font-medium">
          {sendError ? (
            <span className="text-red-700">{sendError}</span>
          ) : sent ? (
            send.data?.mensagem
          ) : null}
        </p>
      </send.Form>
      <confirm.Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="confirmar" />
        <TextField
          ref={codeRef}
          label={ACCOUNTS_TEXT.codeLabel}
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          className="max-w-60"
          error={confirmError ?? undefined}
        />
        <button type="submit" disabled={confirm.state !== 'idle'} className={buttonClass}>
          {confirm.state !== 'idle' ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.confirmCode}
        </button>
      </confirm.Form>
    </div>
  );
}
