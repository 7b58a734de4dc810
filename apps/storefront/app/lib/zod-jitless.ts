import { config } from 'zod/v4/core';

// Zod compiles fast validators with `new Function` and probes for it when a schema is created.
// The storefront's CSP forbids eval (issue 7 §9), and even the caught probe is reported as a
// violation, so in the browser zod runs without JIT. Imported first by root.tsx, so this runs
// before any schema module of a route chunk is evaluated.
if (typeof document !== 'undefined') config({ jitless: true });
