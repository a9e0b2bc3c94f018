import type { FastifyRequest } from 'fastify';

/** The caller's address for rate limits (behind a proxy, set trustProxy so this is the client). */
export const clientKey = (req: FastifyRequest) => req.ip;
