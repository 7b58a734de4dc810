// Zod compiles fast validators with `new Function` and probes for it when a schema is created.
// The storefront's CSP forbids eval (issue 7 §9), and even the caught probe is reported as a
// violation, so in the browser zod runs without JIT. Imported first by root.tsx.
//
// Zod keeps its global configuration on `globalThis.__zod_globalConfig` (one object shared by
// every copy of zod; `config()` of zod/v4/core writes the same object). Setting `jitless` there
// works whether zod loads before or after this module, and keeps zod out of the JavaScript of
// pages that validate nothing (issue 12 §5: zod's core is 4 kB gzip of every page otherwise).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
