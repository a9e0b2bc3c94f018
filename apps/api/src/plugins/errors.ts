import { Code, hashHref, limits, pages } from '@nanhua/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy, isDatabaseUnavailable, isStorageFull } from '../db/faults.js';
import { AppError } from '../lib/errors.js';
import { t, type MessageKey } from '../lib/messages.js';
import { localeFrom } from '../lib/locale.js';
import { isPageRequest, sendLimitedPage } from './flood-guard.js';

const send = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  key: MessageKey,
  vars?: Record<string, string | number>,
  result: unknown = null,
) =>
  reply
    .status(status)
    .send({ code, message: t(req.locale ?? localeFrom(req.headers['accept-language']), key, vars), result });

/** Fastify's own client errors, mapped to a localized envelope (DESIGN §4). */
const FASTIFY_CODES: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [200, 'msg.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [200, 'msg.invalidJson'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [200, 'msg.invalidJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [200, 'msg.unsupportedMedia'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'msg.bodyTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'msg.bodyTooLarge'],
  FST_PARTS_LIMIT: [413, 'msg.bodyTooLarge'],
  FST_FILES_LIMIT: [413, 'msg.bodyTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [200, 'msg.unsupportedMedia'],
};

/** Raw requests whose address the router could not read, answered by the not-found handler below. */
const badUrls = new WeakSet<object>();

/**
 * Fastify's `frameworkErrors` (malformed %-encoding, a path segment over maxParamLength) answer before
 * any hook runs, so without security headers or the caller's language. The request is routed again
 * to an address no route holds: the not-found path runs every onRequest hook, then answers 1003.
 */
export function rerouteFrameworkError(
  app: FastifyInstance,
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  req.log.info({ err }, 'unreadable request address');
  badUrls.add(req.raw);
  req.raw.url = `${limits.apiBase}/`;
  app.routing(req.raw, reply.raw);
}

/** One error handler: every answer carries the envelope; 5xx details go only to the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // A person's page load past the flood guard gets a small page, not JSON on a blank screen.
    if ((err instanceof AppError ? err.status : err.statusCode) === 429 && isPageRequest(req))
      return sendLimitedPage(req, reply);
    if (err instanceof AppError) return send(req, reply, err.status, err.code, err.key, err.vars, err.result ?? null);
    if (err.code && FASTIFY_CODES[err.code]) {
      const [status, key] = FASTIFY_CODES[err.code];
      return send(req, reply, status, Code.Refused, key);
    }
    if (err.statusCode === 429) return send(req, reply, 429, Code.Refused, 'msg.tooManyRequests');
    if (err.statusCode === 413) return send(req, reply, 413, Code.Refused, 'msg.bodyTooLarge');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error');
      return send(req, reply, 200, Code.Refused, 'msg.invalidJson');
    }
    // Out of space or too slow: the write was rolled back (or its file removed), so the request may be sent again.
    if (isStorageFull(err)) {
      req.log.error({ err: err.message }, 'storage full');
      return send(req, reply, 503, 503, 'msg.storageFull');
    }
    if (isDatabaseBusy(err)) {
      req.log.warn({ err: err.message }, 'database busy');
      return send(req, reply, 503, 503, 'msg.databaseBusy');
    }
    // The database is restarting or unreachable: nothing is wrong with the request, ask to try again.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return send(req, reply, 503, 503, 'msg.databaseUnavailable');
    }
    req.log.error({ err }, 'unexpected error');
    return send(req, reply, 500, 500, 'msg.serverError');
  });

  app.setNotFoundHandler((req, reply) => {
    if (badUrls.has(req.raw)) return send(req, reply, 200, Code.Refused, 'msg.invalidUrl');
    // A browser asking for an unknown page gets the app's not-found screen; API callers get the envelope.
    if (isPageRequest(req)) return reply.redirect(hashHref('', pages.notFound.index), 302);
    return send(req, reply, 404, 404, 'msg.routeNotFound');
  });
}
