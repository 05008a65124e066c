// The server's Content-Security-Policy allows no eval. Zod decides, as it builds each object schema,
// whether to compile a faster parser, and first tries `Function('')`, which the browser reports as a
// violation. Told not to compile before any schema is built (main.tsx imports this first), it never tries.
// Zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of Zod on the page
// and read when Zod first loads: set there, the entry chunk needs none of Zod, which loads with the first
// page that validates.
const zodConfig: { jitless: boolean } = { jitless: true };
(globalThis as { __zod_globalConfig?: typeof zodConfig }).__zod_globalConfig = zodConfig;
