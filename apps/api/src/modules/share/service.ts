import { createHash } from 'node:crypto';
import { appLink, hashHref, limits, pages, type AppRoute, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import { t } from '../../lib/messages.js';
import type { Clock } from '../../services/clock.js';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewImages } from './preview-images.js';
import { findPreview, previewFinders, revisionOf, type PreviewRow, type ShareKind } from './repository.js';

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
  ticketNews: pages.ticketNews.detail,
  scene: pages.theatreUltimate.part,
};

export const isShareKind = (k: string): k is ShareKind => Object.hasOwn(previewFinders, k);
/** Kinds with a date and a place, which a calendar can hold. */
export const calendarKinds = ['performance', 'sale', 'live'] as const;
export type CalendarKind = (typeof calendarKinds)[number];
export const isCalendarKind = (k: string): k is CalendarKind => (calendarKinds as readonly string[]).includes(k);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** An item whose end is unknown (a sale whose performance end is not after its start) still needs one in a calendar. */
const DEFAULT_EVENT_MS = 3 * 3600_000;

/**
 * Calendar UIDs end on this fixed name, never on the address the app is served on: a calendar matches a
 * re-imported or updated event by UID, so a UID that followed PUBLIC_URL (or a demo start's localhost)
 * would turn every change of address into a second copy of each event.
 */
export const CALENDAR_UID_DOMAIN = 'calendar.namhwaopera.org.sg';
/** A reminder's lead time is whole minutes, at most a week. */
export const MAX_REMINDER_MINUTES = 10_080;

const langParam = (locale: Locale) => (locale === 'en' ? 'en' : 'zh-Hans');
/**
 * The app page a shared link opens. The language rides in the query before the `#` (the web app reads
 * `?lang=` on load), so an English preview lands in the English app even on a first visit.
 */
export const pageLink = (
  origin: string,
  kind: ShareKind,
  id: number,
  locale?: Locale,
  query: Record<string, number> = { id },
) =>
  locale
    ? `${origin}/?lang=${langParam(locale)}#${appLink(sharePages[kind], query)}`
    : hashHref(origin, sharePages[kind], query);
export const shareLink = (origin: string, kind: ShareKind, id: number, locale: Locale) =>
  `${origin}/s/${kind}/${id}?lang=${langParam(locale)}`;
/** The preview picture of a shared item (a JPEG drawn from its picture); `v` changes with the picture, so crawlers' copies do too. */
export const previewImageLink = (origin: string, kind: ShareKind, id: number, image: string) =>
  `${origin}/s/${kind}/${id}/image.jpg?v=${createHash('sha256').update(image).digest('hex').slice(0, 12)}`;
/** The company picture, for items without a picture a crawler can be given. */
export const companyImageLink = (origin: string) => `${origin}/s/company.jpg`;

/** Wall-clock time in the company zone as iCalendar's local form (yyyymmddThhmmss). */
function icsLocal(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: limits.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
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

/** A calendar file's extras, each optional (the share route and the ticket mail both build one). */
export interface CalendarOptions {
  /** Add a reminder (VALARM) this many minutes before the start (0: at the start). */
  reminderMinutes?: number;
  /** A sale's file offered on a member's ticket (the order page, the e-ticket mail): its link opens that order, not the public sale. */
  order?: string;
}

/** What an order number may look like in a calendar link (letters, digits and dashes: `T20261121-ABCDEFGHJK`). */
export const isCalendarOrderNo = (s: string) => /^[A-Za-z0-9-]{1,64}$/.test(s);
/** The member's ticket in the app: the order page, in the file's language. */
export const ticketLink = (origin: string, orderNo: string, locale: Locale) =>
  `${origin}/?lang=${langParam(locale)}#${appLink(pages.ticket.orderDetail, { orderNo })}`;

export function createShareService({ db, clock, images }: { db: Db; clock: Clock; images: PreviewImages }) {
  const load = (kind: ShareKind, id: number): Promise<PreviewRow | undefined> =>
    Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? findPreview(db, kind, id, clock.now())
      : Promise.resolve(undefined);

  /**
   * What a crawler is shown as the item's picture. A stored picture becomes a JPEG of a known size (crawlers
   * read JPEG, PNG or GIF, and lay out a large card only with the size given); a linked picture in one of
   * those formats is passed on as it is, without a size; anything else, or no picture, is the company's.
   */
  function previewImage(kind: ShareKind, id: number, row: PreviewRow, locale: Locale, title: string, origin: string) {
    if (images.drawable(row.image))
      return {
        url: previewImageLink(origin, kind, id, row.image),
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        alt: t(locale, 'msg.share.imageAlt', { title }),
      };
    if (row.image && /^https:\/\/[^?#]+\.(?:jpe?g|png|gif)(?:[?#].*)?$/i.test(row.image))
      return { url: row.image, alt: t(locale, 'msg.share.imageAlt', { title }) };
    return {
      url: companyImageLink(origin),
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      alt: t(locale, 'msg.share.companyImageAlt'),
    };
  }

  return {
    /**
     * The page a shared link opens: Open Graph and Twitter tags in the sharer's language for chat apps'
     * previews, and an immediate hop to the app page, in that language, for a person.
     */
    async sharePage(
      kind: ShareKind,
      id: number,
      locale: Locale,
      origin: string,
    ): Promise<{ status: number; html: string }> {
      const row = await load(kind, id);
      const lang = htmlLang(locale);
      const site = t(locale, 'msg.share.siteName');
      if (!row) return notFoundPage(locale);
      const title = pick(locale, row.titleZh, row.titleEn);
      const description = pick(locale, row.summaryZh, row.summaryEn);
      const target = pageLink(origin, kind, id, locale, row.pageQuery);
      const canonical = shareLink(origin, kind, id, locale);
      const image = previewImage(kind, id, row, locale, title, origin);
      const meta: [string, string][] = [
        ['og:type', kind === 'video' ? 'video.other' : kind === 'product' ? 'product' : 'article'],
        ['og:site_name', site],
        ['og:title', title],
        ['og:description', description],
        ['og:url', canonical],
        ['og:locale', locale === 'en' ? 'en_GB' : 'zh_CN'],
        ['og:image', image.url],
        ...(image.width
          ? ([
              ['og:image:type', 'image/jpeg'],
              ['og:image:width', String(image.width)],
              ['og:image:height', String(image.height)],
            ] as [string, string][])
          : []),
        ['og:image:alt', image.alt],
      ];
      const tags = [
        ...meta.map(([p, c]) => `<meta property="${p}" content="${esc(c)}">`),
        `<meta name="twitter:card" content="summary_large_image">`,
        `<meta name="twitter:title" content="${esc(title)}">`,
        `<meta name="twitter:description" content="${esc(description)}">`,
        `<meta name="twitter:image" content="${esc(image.url)}">`,
        `<meta name="twitter:image:alt" content="${esc(image.alt)}">`,
        `<meta name="description" content="${esc(description)}">`,
        // The page's own address: a `#` address would name the app's shell, which every shared link shares.
        `<link rel="canonical" href="${esc(canonical)}">`,
        `<meta http-equiv="refresh" content="0; url=${esc(target)}">`,
      ].join('');
      return {
        status: 200,
        html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(site)}</title>${tags}</head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px"><p><a href="${esc(target)}">${esc(title)}</a></p></body></html>`,
      };
    },

    /** The preview JPEG of a shared item (its picture drawn at 1200×630, or the company picture); null when the item is not shown. */
    async previewJpeg(kind: ShareKind, id: number): Promise<Buffer | null> {
      const row = await load(kind, id);
      return row ? images.jpegOf(row.image) : null;
    },

    /** The company picture shared items without a picture show. */
    companyJpeg: (): Promise<Buffer> => images.companyCard(),

    /**
     * An .ics file for a performance, a ticketed event or a live class, in the member's language, with the
     * zone, the place, a link back, its revision (SEQUENCE and LAST-MODIFIED, so an updated file replaces
     * the event it was imported as) and, when asked, a reminder.
     */
    async calendar(
      kind: CalendarKind,
      id: number,
      locale: Locale,
      origin: string,
      options: CalendarOptions = {},
    ): Promise<string | null> {
      const row = await load(kind, id);
      if (!row?.startAt) return null;
      const revision = await revisionOf(db, kind, id, row);
      const end = row.endAt ?? new Date(row.startAt.getTime() + DEFAULT_EVENT_MS);
      const link =
        kind === 'sale' && options.order && isCalendarOrderNo(options.order)
          ? ticketLink(origin, options.order, locale)
          : shareLink(origin, kind, id, locale);
      const title = pick(locale, row.titleZh, row.titleEn);
      const summary = pick(locale, row.summaryZh, row.summaryEn);
      const tz = limits.timeZone;
      const minutes = options.reminderMinutes;
      const alarm =
        minutes === undefined
          ? []
          : [
              'BEGIN:VALARM',
              'ACTION:DISPLAY',
              `DESCRIPTION:${icsText(title)}`,
              `TRIGGER:${minutes > 0 ? '-' : ''}PT${Math.min(Math.max(0, Math.floor(minutes)), MAX_REMINDER_MINUTES)}M`,
              'END:VALARM',
            ];
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
        `UID:${kind}-${id}@${CALENDAR_UID_DOMAIN}`,
        `DTSTAMP:${icsUtc(clock.now())}`,
        `SEQUENCE:${revision.sequence}`,
        `LAST-MODIFIED:${icsUtc(revision.lastModified)}`,
        `DTSTART;TZID=${tz}:${icsLocal(row.startAt)}`,
        `DTEND;TZID=${tz}:${icsLocal(end)}`,
        `SUMMARY:${icsText(title)}`,
        `LOCATION:${icsText(kind === 'live' ? t(locale, 'msg.live.calendarLocation') : pick(locale, row.venueZh, row.venueEn))}`,
        `DESCRIPTION:${icsText(summary ? `${summary}\n${link}` : link)}`,
        `URL:${link}`,
        ...alarm,
        'END:VEVENT',
        'END:VCALENDAR',
      ];
      return `${lines.map(fold).join('\r\n')}\r\n`;
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
