import rateLimit from '@fastify/rate-limit';
import { Code } from '@nanhua/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { t } from '../lib/messages.js';
import { clientKey } from './client-key.js';

/**
 * Files a page pulls in by the dozen (hashed bundles, fonts, icons, media): one visit would use up a
 * per-minute budget meant for API calls, so they are never counted. Everything else is: API calls
 * and page loads.
 */
const STATIC =
  /^\/(assets|files|icons)\/|\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|mp4|webm|m4a|mp3|vtt|webmanifest|txt)$/i;

export const isCountedRequest = (url: string) => !STATIC.test(url.split('?', 1)[0] ?? url);

/** A person's browser loading a page (not a script calling the API). */
export const isPageRequest = (req: FastifyRequest) =>
  req.method === 'GET' && !req.url.startsWith('/api') && (req.headers.accept ?? '').includes('text/html');

/** A small page in the visitor's language instead of a raw JSON body on a blank screen. */
export function sendLimitedPage(req: FastifyRequest, reply: FastifyReply) {
  const message = t(req.locale, 'msg.tooManyRequests');
  const retry = t(req.locale, 'msg.retry');
  const lang = req.locale === 'en' ? 'en' : 'zh-Hans';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px;color:#1d2a4d"><p style="font-size:17px">${message}</p><p><a href="/" style="color:#c8102e">${retry}</a></p></body></html>`;
  return reply.status(429).header('retry-after', '60').type('text/html; charset=utf-8').send(html);
}

/** Per-address flood guard of one process: API calls and page loads, not static files. */
export async function registerFloodGuard(app: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    allowList: (req) => !isCountedRequest(req.url),
    errorResponseBuilder: () => new AppError('msg.tooManyRequests', Code.Refused, 429),
  });
}
