import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFrom } from '../../lib/locale.js';
import { t } from '../../lib/messages.js';
import type { Config } from '../../config.js';
import {
  isCalendarKind,
  isCalendarOrderNo,
  isShareKind,
  MAX_REMINDER_MINUTES,
  notFoundPage,
  type ShareService,
} from './service.js';

/** The sharer's language travels in the link (`lang`); a person opening it without one gets their browser's. */
const localeOf = (req: FastifyRequest<{ Querystring: { lang?: string } }>) =>
  req.query.lang ? localeFrom(req.query.lang) : req.locale;
const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN);
/** Preview pictures change only with the item's picture, and then their address (`v`) changes too. */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * Shared links (`/s/<kind>/<id>`, their pictures `/s/<kind>/<id>/image.jpg` and `/s/company.jpg`) and calendar
 * files (`/calendar/<performance|sale|live>/<id>.ics`): pages, not API calls. Their absolute links are on the
 * configured address, never the request's Host: a shared cache keeps a page for five minutes, and one built
 * from a forged Host would send everyone it serves elsewhere.
 */
export function registerShareRoutes(app: FastifyInstance, config: Config, share: ShareService) {
  app.get<{ Params: { kind: string; id: string }; Querystring: { lang?: string } }>(
    '/s/:kind/:id',
    async (req, reply) => {
      const locale = localeOf(req);
      const kind = req.params.kind;
      const page = isShareKind(kind)
        ? await share.sharePage(kind, idOf(req.params.id), locale, config.publicUrl)
        : notFoundPage(locale);
      // Without `lang` the page follows Accept-Language: a shared cache must keep one copy per language.
      if (!req.query.lang) reply.header('vary', 'Accept-Language');
      return reply
        .status(page.status)
        .header('cache-control', 'public, max-age=300')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );

  app.get<{ Params: { kind: string; id: string } }>('/s/:kind/:id/image.jpg', async (req, reply) => {
    const jpeg = isShareKind(req.params.kind) ? await share.previewJpeg(req.params.kind, idOf(req.params.id)) : null;
    if (!jpeg) return reply.callNotFound();
    return reply.header('cache-control', IMAGE_CACHE).type('image/jpeg').send(jpeg);
  });

  app.get('/s/company.jpg', async (_req, reply) =>
    reply
      .header('cache-control', IMAGE_CACHE)
      .type('image/jpeg')
      .send(await share.companyJpeg()),
  );

  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: string; remind?: string; order?: string } }>(
    '/calendar/:kind/:file',
    async (req, reply) => {
      const locale = localeOf(req);
      const { remind, order } = req.query;
      // `order`: the file offered on a member's ticket links to that order page (a sale's file only).
      if (order !== undefined && !(req.params.kind === 'sale' && isCalendarOrderNo(order))) {
        return reply.status(400).type('text/plain; charset=utf-8').send(t(locale, 'msg.share.badOrder'));
      }
      if (remind !== undefined && !(/^\d{1,5}$/.test(remind) && Number(remind) <= MAX_REMINDER_MINUTES)) {
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send(t(locale, 'msg.share.badReminder', { max: MAX_REMINDER_MINUTES }));
      }
      const m = /^(\d{1,10})\.ics$/.exec(req.params.file);
      const options = {
        ...(remind === undefined ? {} : { reminderMinutes: Number(remind) }),
        ...(order === undefined ? {} : { order }),
      };
      const ics =
        m && isCalendarKind(req.params.kind)
          ? await share.calendar(req.params.kind, Number(m[1]), locale, config.publicUrl, options)
          : null;
      if (!ics) return reply.callNotFound();
      return reply
        .header('content-disposition', `attachment; filename="${req.params.kind}-${m![1]}.ics"`)
        .header('cache-control', 'no-cache')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
}
