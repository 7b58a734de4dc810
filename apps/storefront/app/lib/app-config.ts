/** Public API settings for browser calls through the `/api` proxy (see routes/app-config.ts). */
export interface AppConfig {
  appToken: string;
  sep: string;
}

let pending: Promise<AppConfig> | null = null;

/** Fetches `/app-config` once per page load; a failure is retried on the next call. */
export function getAppConfig(): Promise<AppConfig> {
  pending ??= fetch('/app-config', { headers: { accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`app-config ${res.status}`);
      return res.json() as Promise<AppConfig>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** `{apptoken}{sep}{idcliente}` — the customer-aware path segment of spec §7. */
export function customerSegment(config: AppConfig, idcliente: number): string {
  return `${config.appToken}${config.sep}${idcliente}`;
}
