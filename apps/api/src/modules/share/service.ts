import { hashHref, limits, pages, type AppRoute, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import { t } from '../../lib/messages.js';
import type { Clock } from '../../services/clock.js';
import { findPreview, previewFinders, type PreviewRow, type ShareKind } from './repository.js';

/** The app page each shared kind opens (all detail pages take `id`). */
export const sharePages: Record<ShareKind, AppRoute> = {
  performance: pages.theatre.detail,
  sale: pages.ticket.detail,
  production: pages.theatreUltimate.detail,
  video: pages.video.detail,
  knowledge: pages.knowledge.detail,
  news: pages.news.detail,
  product: pages.shopProduct.detail,
  vote: pages.vote.detail,
  live: pages.liveCast.index,
};

export const isShareKind = (k: string): k is ShareKind => Object.hasOwn(previewFinders, k);
/** Kinds with a date and a place, which a calendar can hold. */
export const calendarKinds = ['performance', 'sale', 'live'] as const;
export type CalendarKind = (typeof calendarKinds)[number];
export const isCalendarKind = (k: string): k is CalendarKind => (calendarKinds as readonly string[]).includes(k);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A sale has only its start; a calendar entry still needs an end. */
const DEFAULT_EVENT_MS = 3 * 3600_000;

export const pageLink = (origin: string, kind: ShareKind, id: number) => hashHref(origin, sharePages[kind], { id });
export const shareLink = (origin: string, kind: ShareKind, id: number, locale: Locale) => `${origin}/s/${kind}/${id}?lang=${locale === 'en' ? 'en' : 'zh-Hans'}`;

/** Wall-clock time in the company zone as iCalendar's local form (yyyymmddThhmmss). */
function icsLocal(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: limits.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/**
 * RFC 5545 §3.3.11 TEXT. A raw CR or LF (or a break a client may honour: NEL, VT, FF, U+2028/2029) would
 * end the line and start a property of the sender's choosing, so every break becomes an escaped `\n`; any
 * other control character (TEXT admits none but a tab, which becomes a space) is dropped.
 */
const icsText = (s: string) =>
  s
    .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ''))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
/** RFC 5545 §3.1: lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const htmlLang = (locale: Locale) => (locale === 'en' ? 'en' : 'zh-Hans');

/** A shared link whose item is gone (or never was): say so, and offer the app. */
export function notFoundPage(locale: Locale): { status: number; html: string } {
  const title = t(locale, 'msg.share.notFound');
  return {
    status: 404,
    html: `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(t(locale, 'msg.share.siteName'))}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px"><p>${esc(title)}</p><p><a href="/">${esc(t(locale, 'msg.share.openApp'))}</a></p></body></html>`,
  };
}

export function createShareService({ db, clock }: { db: Db; clock: Clock }) {
  const load = (kind: ShareKind, id: number): Promise<PreviewRow | undefined> =>
    Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? findPreview(db, kind, id, clock.now()) : Promise.resolve(undefined);

  return {
    /**
     * The page a shared link opens: Open Graph and Twitter tags in the sharer's language for chat apps'
     * previews, and an immediate hop to the app page for a person.
     */
    async sharePage(kind: ShareKind, id: number, locale: Locale, origin: string): Promise<{ status: number; html: string }> {
      const row = await load(kind, id);
      const lang = htmlLang(locale);
      const site = t(locale, 'msg.share.siteName');
      if (!row) return notFoundPage(locale);
      const title = pick(locale, row.titleZh, row.titleEn);
      const description = pick(locale, row.summaryZh, row.summaryEn);
      const target = pageLink(origin, kind, id);
      const image = row.image ? (/^https?:\/\//.test(row.image) ? row.image : `${origin}${row.image}`) : null;
      const meta = [
        ['og:type', kind === 'video' ? 'video.other' : kind === 'product' ? 'product' : 'article'],
        ['og:site_name', site],
        ['og:title', title],
        ['og:description', description],
        ['og:url', shareLink(origin, kind, id, locale)],
        ['og:locale', locale === 'en' ? 'en_GB' : 'zh_CN'],
        ...(image ? [['og:image', image]] : []),
      ];
      const tags = [
        ...meta.map(([p, c]) => `<meta property="${p}" content="${esc(c!)}">`),
        `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
        `<meta name="twitter:title" content="${esc(title)}">`,
        `<meta name="twitter:description" content="${esc(description)}">`,
        ...(image ? [`<meta name="twitter:image" content="${esc(image)}">`] : []),
        `<meta name="description" content="${esc(description)}">`,
        `<link rel="canonical" href="${esc(target)}">`,
        `<meta http-equiv="refresh" content="0; url=${esc(target)}">`,
      ].join('');
      return {
        status: 200,
        html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(site)}</title>${tags}</head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px"><p><a href="${esc(target)}">${esc(title)}</a></p></body></html>`,
      };
    },

    /** An .ics file for a performance, a ticketed event or a live class, in the member's language, with the zone, the place and a link back. */
    async calendar(kind: CalendarKind, id: number, locale: Locale, origin: string): Promise<string | null> {
      const row = await load(kind, id);
      if (!row?.startAt) return null;
      const end = row.endAt ?? new Date(row.startAt.getTime() + DEFAULT_EVENT_MS);
      const link = shareLink(origin, kind, id, locale);
      const summary = pick(locale, row.summaryZh, row.summaryEn);
      const tz = limits.timeZone;
      const lines = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Nam Hwa Opera//Season//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        // Singapore keeps UTC+8 all year: one STANDARD rule describes the zone fully.
        'BEGIN:VTIMEZONE',
        `TZID:${tz}`,
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0800',
        'TZOFFSETTO:+0800',
        'TZNAME:SGT',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        `UID:${kind}-${id}@${new URL(origin).host}`,
        `DTSTAMP:${icsUtc(clock.now())}`,
        `DTSTART;TZID=${tz}:${icsLocal(row.startAt)}`,
        `DTEND;TZID=${tz}:${icsLocal(end)}`,
        `SUMMARY:${icsText(pick(locale, row.titleZh, row.titleEn))}`,
        `LOCATION:${icsText(kind === 'live' ? t(locale, 'msg.live.calendarLocation') : pick(locale, row.venueZh, row.venueEn))}`,
        `DESCRIPTION:${icsText(summary ? `${summary}\n${link}` : link)}`,
        `URL:${link}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ];
      return `${lines.map(fold).join('\r\n')}\r\n`;
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
