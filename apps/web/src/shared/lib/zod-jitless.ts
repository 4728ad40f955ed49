// Imported first by main.tsx, before any schema exists. Zod's object schemas otherwise probe
// `new Function` once, to decide whether to compile a fast parser; under our CSP (no
// 'unsafe-eval') the browser reports that probe as a violation (an issue in Lighthouse's
// best-practices audit), although zod catches it. `z.config({ jitless: true })` says the same, but
// importing zod here would put its core on the sign-in page: zod keeps its settings on this global
// (so that copies of it share them), and reads it when it loads. A web test checks zod sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
