import type { Socket } from 'node:net';
import { Code, defaultLocale, type Locale } from '@nanhua/contract';
import { t, type MessageKey } from '../lib/messages.js';

/** Node refuses these before Fastify sees a request (no headers read, so no language and no hooks). */
const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** The security headers every answer carries, for the few answers written straight to the socket. */
const SECURITY_HEADERS = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: SAMEORIGIN',
  'Referrer-Policy: no-referrer',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
];

/**
 * Fastify's `clientErrorHandler`: an unreadable request (a URL or headers over Node's limit, a
 * malformed request line) still gets the envelope and the security headers instead of a bare body.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = STATUS[err.code ?? ''] ?? [400, 'Bad Request'];
  answerOnSocket(socket, status, reason, status === 408 ? 'msg.requestTimeout' : 'msg.invalidUrl', defaultLocale, err);
}

/** An envelope written straight to the socket, which is then closed: the request could not be read to its end. */
export function answerOnSocket(
  socket: Socket,
  status: number,
  reason: string,
  key: MessageKey,
  locale: Locale,
  err?: Error,
) {
  const body = JSON.stringify({ code: Code.Refused, message: t(locale, key), result: null });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${reason}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Content-Type: application/json; charset=utf-8',
        'Connection: close',
        ...SECURITY_HEADERS,
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}
