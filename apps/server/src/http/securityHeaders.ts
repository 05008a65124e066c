import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './declaredRoutes.ts';

/**
 * What the built console may load: its own scripts, styles and fonts, two known <style> elements
 * (React sets inline styles through the DOM, which a policy without 'unsafe-inline' allows), its
 * data: favicon, the location map's tiles, and calls to its own origin; no eval. No page may frame it. Written out in full
 * rather than on Helmet's defaults, which allow any inline or https: style and would upgrade the
 * plain-HTTP start to HTTPS. A React Aria upgrade that changes those style texts changes the hashes.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // data: for the favicon and announcement images (stored and previewed as png or jpeg data URLs; an image
  // cannot run script); the location map's tiles, from OpenStreetMap.
  imgSrc: ["'self'", 'data:', 'https://tile.openstreetmap.org'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: [
    "'self'",
    // The two <style> elements React Aria adds, by the hash of their text. usePress:
    // "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}"
    "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
    // usePreventScroll, on iOS: "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}"
    "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
  ],
};

/**
 * Helmet's headers, worked out once: they are the same on every answer, and running Helmet's twelve
 * middleware functions per request cost several per cent of a short list call's CPU.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Helmet throws what goes wrong rather than passing it on.
  setHeaders({} as IncomingMessage, answer as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every answer (the API's, its errors and the console's files): the policy above,
 * nosniff, no framing, no referrer. API answers carry sessions' tokens and tenants' data: no cache
 * may keep them. Call before registering the routes.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const fileHeaders = helmetHeaders();
  const apiHeaders = { ...fileHeaders, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : fileHeaders);
    done();
  });
}
