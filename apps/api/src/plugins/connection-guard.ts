import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerOnSocket } from './client-errors.js';

export interface ConnectionGuardOptions {
  /** A request's body must have arrived this long after its headers (an upload: as long as it keeps making progress). */
  requestTimeoutMs: number;
  /** Open connections one client address may hold at once; 0: no cap (behind a trusted proxy every connection comes from it). */
  perAddress: number;
}

/** Bytes an upload must move per requestTimeoutMs to be given another period: a slow phone line moves far more. */
export const UPLOAD_PROGRESS_BYTES = 16 * 1024;

/**
 * The socket-level options Fastify hands to Node: headers must arrive within the request timeout
 * (checked every second, Node's own slow-header guard), an idle socket is closed after twice that.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    connectionTimeout: Math.max(60_000, 2 * requestTimeoutMs),
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, requestTimeoutMs) },
  };
}

const hasBody = (req: FastifyRequest) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') ||
  req.headers['transfer-encoding'] !== undefined;

/**
 * What one client may hold of the server (issue 31): a body trickling in a byte at a time is cut off
 * after the request timeout with 408, so a few addresses cannot keep thousands of requests open; one
 * address holds at most `perAddress` connections; a 429 closes its connection.
 */
export function registerConnectionGuard(app: FastifyInstance, opts: ConnectionGuardOptions) {
  if (opts.perAddress > 0) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const n = (open.get(address) ?? 0) + 1;
      if (n > opts.perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, n);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', (req, _reply, done) => {
    if (!hasBody(req)) return done();
    const upload = (req.headers['content-type'] ?? '').startsWith('multipart/');
    const socket = req.raw.socket as Socket | null;
    let seen = socket?.bytesRead ?? 0;
    const check = () => {
      if (req.raw.complete || !socket || socket.destroyed) return;
      const now = socket.bytesRead;
      if (upload && now - seen >= UPLOAD_PROGRESS_BYTES) {
        seen = now;
        timers.set(req, setTimeout(check, opts.requestTimeoutMs).unref());
        return;
      }
      req.log.info({ bytesRead: now }, 'request body too slow: connection closed');
      answerOnSocket(socket, 408, 'Request Timeout', 'msg.requestTimeout', req.locale);
    };
    timers.set(req, setTimeout(check, opts.requestTimeoutMs).unref());
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    clearTimeout(timers.get(req));
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    clearTimeout(timers.get(req));
    done();
  });

  // A caller over a limit is told so and its connection closed: it cannot keep its sockets for the next try.
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (reply.statusCode === 429) reply.header('connection', 'close');
    done();
  });
}
