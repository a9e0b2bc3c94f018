import { Code, limits } from '@nanhua/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { t, type MessageKey } from '../../lib/messages.js';
import { createRecordingStore, RecordingDownloadError, recordingCompleted } from './recordings.js';
import { checkWebhook, urlValidation } from './zoom.js';

export const zoomWebhookPath = `${limits.apiBase}/liveCast/webhook/zoom`;
/**
 * Zoom counts a delivery as done only on 200/204 within 3 s, and otherwise sends the event again 5,
 * 20 and 60 minutes later. A recording stored within this budget is answered 200. A longer download
 * goes on in the background and the answer is 503: answering 200 before the file is checked would
 * leave a refused or broken download with no redelivery to repair it. The redelivery finds the
 * replay stored (200), joins the download still under way here, or downloads again.
 */
const ANSWER_BUDGET_MS = 2000;

const validation = z.object({
  event: z.literal('endpoint.url_validation'),
  payload: z.object({ plainToken: z.string().min(1).max(500) }),
});

/**
 * Zoom's webhook (outside SPEC §7, like Stripe's): every delivery is verified on the raw body
 * (`x-zm-signature`, a 5-minute timestamp window), then the URL-validation challenge is answered or
 * a finished cloud recording stored as the class replay. Off without ZOOM_WEBHOOK_SECRET.
 */
export function registerZoomWebhook(app: FastifyInstance, deps: AppDeps): void {
  const secret = deps.config.ZOOM_WEBHOOK_SECRET;
  if (!secret) return;
  const recordings = createRecordingStore({
    db: deps.database.db,
    clock: deps.clock,
    filesDir: deps.filesDir,
    // Read at delivery time, so a test can hand in its fixture before the first event.
    fetcher: () => deps.fetch ?? ((url, init) => fetch(url, init)),
    idleTimeoutMs: () => deps.zoomDownloads?.idleTimeoutMs,
  });
  app.addHook('onClose', () => recordings.settled());

  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) =>
    reply.status(status).send({ code: Code.Refused, message: t(req.locale, key), result: null });

  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(zoomWebhookPath, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const check = checkWebhook(
        secret,
        raw,
        req.headers['x-zm-signature'],
        req.headers['x-zm-request-timestamp'],
        deps.clock.now(),
      );
      if (check === 'signature') return refuse(req, reply, 401, 'msg.live.webhookSignature');
      if (check === 'timestamp') return refuse(req, reply, 401, 'msg.live.webhookTimestamp');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse(req, reply, 400, 'msg.live.webhookBody');
      }
      const challenge = validation.safeParse(body);
      // Zoom reads this answer as it is, not in our envelope.
      if (challenge.success) return urlValidation(secret, challenge.data.payload.plainToken);
      const recording = recordingCompleted.safeParse(body);
      if (recording.success) {
        const work = recordings.store(recording.data).then(
          (outcome) => ({ outcome }),
          (err: unknown) => ({ err }),
        );
        let timer: NodeJS.Timeout | undefined;
        const budget = deps.zoomDownloads?.answerBudgetMs ?? ANSWER_BUDGET_MS;
        const done = await Promise.race([work, new Promise<null>((r) => (timer = setTimeout(() => r(null), budget)))]);
        clearTimeout(timer);
        if (done === null) {
          void work.then((r) =>
            'err' in r
              ? req.log.error({ err: r.err }, 'zoom recording could not be stored')
              : req.log.info(r, 'zoom recording'),
          );
          return refuse(req, reply, 503, 'msg.live.recordingDownloading');
        } else if ('err' in done) {
          // Zoom retries a delivery that failed: the download gets another chance.
          req.log.error({ err: done.err }, 'zoom recording could not be stored');
          return refuse(
            req,
            reply,
            503,
            done.err instanceof RecordingDownloadError ? 'msg.live.recordingNotDownloaded' : 'msg.serverError',
          );
        } else {
          req.log.info(done, 'zoom recording');
        }
      } else if ((body as { event?: unknown } | null)?.event === 'recording.completed') {
        return refuse(req, reply, 400, 'msg.live.webhookBody');
      }
      // Other events (meeting started, participants…) are acknowledged and ignored.
      return { code: Code.Ok, message: t(req.locale, 'ok'), result: null };
    });
  });
}
