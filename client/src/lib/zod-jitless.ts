/**
 * Turns off zod's compiled fast path before any schema runs. That path builds parsers with `new Function`, and even
 * its probe for it is reported as a Content-Security-Policy violation (our script-src has no 'unsafe-eval'), which
 * browsers list as an issue on every page. zod keeps its global settings in `globalThis.__zod_globalConfig`, the
 * object `z.config()` writes (zod/v4/core/core.js); setting it here keeps zod's modules out of the entry chunk.
 * zod-jitless.test.ts checks that `z.config()` sees it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
