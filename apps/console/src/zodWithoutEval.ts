import { config } from 'zod/mini';

// The server's Content-Security-Policy allows no eval. Zod decides, as it builds each object schema,
// whether to compile a faster parser, and first tries `Function('')`, which the browser reports as a
// violation. Told not to compile before any schema is built (main.tsx imports this first), it never tries.
config({ jitless: true });
