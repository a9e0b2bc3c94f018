import type { FastifyInstance } from 'fastify';
import { computeSecurityHeaders } from './security-headers.js';

/**
 * Zoom's hosts for its Web SDKs, as Zoom's own CSP guidance lists them: zoom.us itself (the join's
 * `api/v1/wc/info` is a JSONP script there, so script-src needs it, not only connect-src), its
 * subdomains (source.zoom.us serves the SDK; meetings run on regional hosts) and the CloudFront host
 * the SDK fetches its WebAssembly media libraries from.
 */
const zoomHosts = ['https://zoom.us', 'https://*.zoom.us', 'https://dmogdx0jrul3u.cloudfront.net'];

/**
 * live.html hosts Zoom's Meeting SDK, Client View (DESIGN §7a): a policy of its own, written out whole
 * rather than derived from the app's, so nothing the app allows (Stripe) reaches this page and no change
 * to the app's policy can break a class. 'unsafe-eval' and blob: are Zoom's (its media code compiles
 * WebAssembly and starts workers from blob: URLs).
 */
export const livePageCspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  scriptSrc: ["'self'", ...zoomHosts, "'unsafe-eval'", "'wasm-unsafe-eval'", 'blob:'],
  workerSrc: ["'self'", 'blob:', ...zoomHosts],
  connectSrc: ["'self'", ...zoomHosts, 'wss://*.zoom.us'],
  styleSrc: ["'self'", "'unsafe-inline'", ...zoomHosts],
  fontSrc: ["'self'", 'data:', ...zoomHosts],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  frameSrc: ["'self'", 'https://zoom.us', 'https://*.zoom.us'],
};

/**
 * live.html's headers: its CSP, and cross-origin isolation, which gives Zoom SharedArrayBuffer — without it
 * Client View has no gallery view and no virtual background. `credentialless` rather than `require-corp`:
 * Zoom's answers (the JSONP above, avatars) carry no Cross-Origin-Resource-Policy, and a no-cors request
 * sent without cookies needs none. Only this page: the app's pages embed and open other origins (Stripe).
 */
export function registerLivePageHeaders(app: FastifyInstance) {
  const { set } = computeSecurityHeaders({
    contentSecurityPolicy: { useDefaults: true, directives: livePageCspDirectives },
    crossOriginEmbedderPolicy: { policy: 'credentialless' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  const wanted = new Set(['content-security-policy', 'cross-origin-embedder-policy', 'cross-origin-opener-policy']);
  const headers = set.filter(([name]) => wanted.has(name.toLowerCase()));
  if (headers.length !== wanted.size) throw new Error('live.html headers are incomplete');
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.split('?', 1)[0] === '/live.html')
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
