import type { AboutPage, CarouselItem, Locale, Notice, Sponsor, VersionInfo } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { AboutRow, CarouselRow, NoticeRow, SponsorRow, VersionRow } from './repository.js';

export const presentCarousel = (r: CarouselRow, l: Locale): CarouselItem => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  image: r.image,
  link: r.link,
  sort: r.sort,
});

export const presentNotice = (r: NoticeRow, l: Locale): Notice => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  content: pick(l, r.contentZh, r.contentEn),
  publishedAt: r.publishedAt.toISOString(),
});

export const presentAbout = (r: AboutRow, l: Locale): AboutPage => ({
  key: r.key,
  title: pick(l, r.titleZh, r.titleEn),
  content: pick(l, r.contentZh, r.contentEn),
});

export const presentSponsor = (r: SponsorRow, l: Locale): Sponsor => ({
  id: r.id,
  name: pick(l, r.nameZh, r.nameEn),
  logo: r.logo,
  url: r.url,
  sort: r.sort,
});

export const presentVersion = (r: VersionRow, l: Locale): VersionInfo => ({
  versionCode: r.versionCode,
  versionName: r.versionName,
  description: pick(l, r.descriptionZh, r.descriptionEn),
  mandatory: r.mandatory,
  downloadUrl: r.downloadUrl,
  publishedAt: r.publishedAt.toISOString(),
});
