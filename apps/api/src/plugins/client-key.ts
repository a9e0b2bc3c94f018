import type { FastifyRequest } from 'fastify';

/** The caller's address for rate limits: the socket address, or the client named by the proxies TRUST_PROXY trusts. */
export const clientKey = (req: FastifyRequest) => req.ip;
