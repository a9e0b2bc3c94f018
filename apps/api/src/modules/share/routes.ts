import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFrom } from '../../lib/locale.js';
import type { Config } from '../../config.js';
import { isCalendarKind, isShareKind, notFoundPage, type ShareService } from './service.js';

/** The sharer's language travels in the link (`lang`); a person opening it without one gets their browser's. */
const localeOf = (req: FastifyRequest<{ Querystring: { lang?: string } }>) => (req.query.lang ? localeFrom(req.query.lang) : req.locale);
const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN);

/**
 * Shared links (`/s/<kind>/<id>`) and calendar files (`/calendar/<performance|sale|live>/<id>.ics`): pages, not API
 * calls. Their absolute links are on the configured address, never the request's Host: a shared cache keeps a page
 * for five minutes, and one built from a forged Host would send everyone it serves elsewhere.
 */
export function registerShareRoutes(app: FastifyInstance, config: Config, share: ShareService) {
  app.get<{ Params: { kind: string; id: string }; Querystring: { lang?: string } }>('/s/:kind/:id', async (req, reply) => {
    const locale = localeOf(req);
    const kind = req.params.kind;
    const page = isShareKind(kind) ? await share.sharePage(kind, idOf(req.params.id), locale, config.publicUrl) : notFoundPage(locale);
    // Without `lang` the page follows Accept-Language: a shared cache must keep one copy per language.
    if (!req.query.lang) reply.header('vary', 'Accept-Language');
    return reply.status(page.status).header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page.html);
  });

  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: string } }>('/calendar/:kind/:file', async (req, reply) => {
    const locale = localeOf(req);
    const m = /^(\d{1,10})\.ics$/.exec(req.params.file);
    const ics = m && isCalendarKind(req.params.kind) ? await share.calendar(req.params.kind, Number(m[1]), locale, config.publicUrl) : null;
    if (!ics) return reply.callNotFound();
    return reply
      .header('content-disposition', `attachment; filename="${req.params.kind}-${m![1]}.ics"`)
      .header('cache-control', 'no-cache')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
}
