import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Every v8 behaviour on now, so the build is warning-free and the upgrade to v8 changes nothing.
  future: {
    // Route middleware and a typed `context` (RouterContextProvider) in loaders and actions:
    // layout data (supplier, theme, session) is loaded once per request and read by child routes.
    v8_middleware: true,
    // clientLoader/clientAction/HydrateFallback get their own chunks, fetched beside the component.
    v8_splitRouteModules: true,
    // The client and server builds are Vite environments (Vite 6+ Environment API).
    v8_viteEnvironmentApi: true,
    // Loaders receive the raw request (`.data` suffix kept); the normalized location is `url`.
    v8_passThroughRequests: true,
    // A trailing slash survives in data-request URLs (`/a/b/_.data`), root data is `/_.data`.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
