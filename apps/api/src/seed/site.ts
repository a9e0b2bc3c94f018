import { appLink, pages } from '@nanhua/contract';
import { placeLogo, placeArt } from './images.js';
import type { Seeding } from './staff-calls.js';

export const carousels = [
  {
    titleZh: '潮剧经典《荔镜记》年度公演',
    titleEn: 'Annual staging of the Teochew classic "The Lychee Mirror"',
    link: appLink(pages.theatre.index),
  },
  {
    titleZh: '南华潮乐团音乐会',
    titleEn: 'Concerts of the Nam Hwa Teochew Music Ensemble',
    link: appLink(pages.about.chaoYueTuan),
  },
  {
    titleZh: '线上课堂：潮剧身段入门',
    titleEn: 'Online class: first steps in Teochew opera movement',
    link: appLink(pages.knowledge.index),
  },
  {
    titleZh: '会员专享：名家唱段高清重温',
    titleEn: 'Members only: master performances in high definition',
    link: appLink(pages.video.index),
  },
];

const notices = [
  {
    titleZh: '南华潮剧社冬季演出季开票啦',
    titleEn: 'Tickets for the Nam Hwa winter season are on sale',
    contentZh:
      '冬季演出季共八场，包括《荔镜记》《苏六娘》及潮乐专场。会员购票有折扣（超级会员与年度会员九折，月度会员九五折），每单限购六张。',
    contentEn:
      'The winter season has eight shows, including "The Lychee Mirror", "Su Liuniang" and a Teochew music evening. Members save on tickets (10% with a Super or Annual membership, 5% with a Monthly one); at most six tickets per order.',
  },
  {
    titleZh: '十二月二十五日文化中心闭馆通知',
    titleEn: 'Culture centre closed on 25 December',
    contentZh: '十二月二十五日（圣诞节）文化中心闭馆一天，线上课堂与购票服务照常开放。',
    contentEn: 'The culture centre is closed on 25 December (Christmas Day). Online classes and ticketing stay open.',
  },
];

const sponsors = [
  { nameZh: '新加坡国家艺术理事会', nameEn: 'National Arts Council', url: 'https://www.nac.gov.sg' },
  { nameZh: '潮州八邑会馆', nameEn: 'Teochew Poit Ip Huay Kuan', url: null },
  { nameZh: '义安公司', nameEn: 'Ngee Ann Kongsi', url: null },
  { nameZh: '南华潮剧之友', nameEn: 'Friends of Nam Hwa Opera', url: null },
];

/** The home page's carousel, notices, sponsors and the app version, made through the console's content calls. */
export async function seedSite(s: Seeding): Promise<void> {
  for (const [i, c] of carousels.entries())
    await s.content('appCarousel', { ...c, image: placeArt(s.filesDir, `carousel-${i + 1}`), sort: i + 1 });
  for (const [i, n] of notices.entries())
    await s.content('notice', { ...n, publishedAt: new Date(s.now.getTime() - (i + 1) * 86_400_000).toISOString() });
  for (const [i, sp] of sponsors.entries())
    await s.content('sponsor', { ...sp, logo: placeLogo(s.filesDir, `sponsor-${i + 1}`), sort: i + 1 });
  await s.content('versionUpgrade', {
    versionCode: 100,
    versionName: '1.0.0',
    descriptionZh: '首个正式版本。',
    descriptionEn: 'The first public release.',
    mandatory: false,
    publishedAt: new Date(s.now.getTime() - 30 * 86_400_000).toISOString(),
  });
}
