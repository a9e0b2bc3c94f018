import type { Locale, PerformanceSale, ProductionLink, Theatre, TheatreDetail } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import { eventState, type TheatreRow } from './repository.js';

export const presentTheatre = (r: TheatreRow, l: Locale, now: Date): Theatre => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  poster: r.poster,
  venue: pick(l, r.venueZh, r.venueEn),
  startAt: r.startAt.toISOString(),
  endAt: r.endAt.toISOString(),
  status: eventState(r, now),
  takesRegistration: r.takesRegistration,
});

/** `production`: the published production staged (the way to its cast and synopsis), or null. */
export const presentTheatreDetail = (
  r: TheatreRow,
  sales: PerformanceSale[],
  production: ProductionLink | null,
  l: Locale,
  now: Date,
): TheatreDetail => ({
  ...presentTheatre(r, l, now),
  description: pick(l, r.descriptionZh, r.descriptionEn),
  sales,
  production,
});
