import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../services/tokens.js';

/** An address of the documentation range (RFC 5737): the flood guard counts these calls under it, never under a client's. */
const WARM_UP_ADDRESS = '192.0.2.1';

/**
 * A new process runs its request path unoptimized, compiling as it goes: in bench:rush the first 100
 * requests of a new process cost 3.2-5.6 ms of API CPU each, against 1.3-1.6 ms once an earlier rush
 * has compiled the path (on new connections both times), while the first wave of the rush waits. Before
 * listening, the server sends itself `count` ticket buys in-process (app.inject, no socket), `width` at
 * a time, signed for user 0, whom no account can be (ids start at 1): each goes through the hooks, the
 * JSON body, the token check and the session check's read, and is refused as an invalid session. Nothing
 * is written and no answer is kept. Request logging is held at `warn` meanwhile, so the start's log does
 * not carry them; a failed call still shows.
 */
export async function warmUpRequests(
  app: FastifyInstance,
  tokens: TokenService,
  { count = 200, width = 8 } = {},
): Promise<void> {
  const token = await tokens.signAccess({
    id: 0,
    email: 'warm-up@invalid',
    nickName: 'warm-up',
    userType: 0,
    avatar: null,
  });
  const level = app.log.level;
  if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    let next = 0;
    const worker = async () => {
      while (next++ < count) {
        await app.inject({
          method: 'POST',
          url: '/api/v1/ticket/order/buy',
          remoteAddress: WARM_UP_ADDRESS,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'accept-language': next % 2 ? 'en' : 'zh-Hans',
            'accept-encoding': 'gzip, deflate',
          },
          payload: '{"saleId":0,"quantity":1}',
        });
      }
    };
    await Promise.all(Array.from({ length: width }, worker));
  } finally {
    app.log.level = level;
  }
}
