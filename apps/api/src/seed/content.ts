import { knowledgeItems, productions, videos } from '../db/schema/index.js';
import { PREMIUM_FOLDER } from '../services/file-gates.js';
import { knowledgeCategoriesData, knowledgeData, videoCategoriesData, videosData } from './content-learning.js';
import { newsData, systemNewsData } from './content-news.js';
import { performanceDescription, performances, productionsData, venues } from './content-theatre.js';
import { demoViews } from './history.js';
import { localTime, placeArt, placeClip } from './images.js';
import type { Seeding } from './staff-calls.js';

const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** The production scenes' clips (content-theatre `parts[].clip`). */
const sceneClips = ['clip-1', 'clip-2', 'clip-3'];
/** Each video's own clip, `video-<n>` for the n-th of videosData (video-clips.mjs makes them this long). */
export const videoClipSeconds = 15;

/**
 * Productions (scenes, cast), performances, the learning library and the videos, news and system
 * news, made through the console's content calls; only their view counts are history (history.ts).
 */
export async function seedContent(s: Seeding): Promise<void> {
  const { filesDir, now } = s;
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const productionIds: number[] = [];
  for (const [i, p] of productionsData.entries()) {
    // "Su Liuniang", the flagship production, is for members (the VIP zone lists it).
    const isPremium = i === 1;
    const row = await s.content('production', {
      titleZh: p.titleZh,
      titleEn: p.titleEn,
      summaryZh: p.summaryZh,
      summaryEn: p.summaryEn,
      descriptionZh: p.descriptionZh,
      descriptionEn: p.descriptionEn,
      poster: placeArt(filesDir, `production-${i + 1}`),
      isPremium,
      publishedAt: iso((i + 1) * 20 * dayMs),
    });
    await demoViews(s, productions, row.id, 120 + i * 37);
    for (const [j, { clip, ...part }] of p.parts.entries()) {
      const image = j === 0 ? placeArt(filesDir, `production-${i + 1}-part`) : null;
      const c =
        clip === undefined ? undefined : placeClip(filesDir, isPremium ? PREMIUM_FOLDER : 'seed', sceneClips[clip]!);
      await s.content('productionPart', {
        productionId: row.id,
        ...part,
        image,
        media: c?.media ?? null,
        subtitlesZh: c?.zh ?? null,
        subtitlesEn: c?.en ?? null,
        sort: j + 1,
      });
    }
    for (const [j, r] of p.cast.entries()) {
      await s.content('productionRole', {
        productionId: row.id,
        roleZh: r.role.zh,
        roleEn: r.role.en,
        roleType: r.type,
        performerZh: r.performer.zh,
        performerEn: r.performer.en,
        sort: j + 1,
      });
    }
    productionIds.push(row.id);
  }

  for (const [i, p] of performances.entries()) {
    const startAt = localTime(now, p.day, p.at);
    await s.content('performance', {
      titleZh: p.titleZh,
      titleEn: p.titleEn,
      summaryZh: p.summaryZh,
      summaryEn: p.summaryEn,
      descriptionZh: performanceDescription.zh(p),
      descriptionEn: performanceDescription.en(p),
      venueZh: venues[p.venue]!.zh,
      venueEn: venues[p.venue]!.en,
      poster: placeArt(filesDir, `theatre-${i + 1}`),
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + p.hours * hourMs).toISOString(),
      takesRegistration: p.registration ?? false,
      productionId: p.production === undefined ? null : productionIds[p.production],
    });
  }

  const knowledgeCates = [];
  for (const [i, c] of knowledgeCategoriesData.entries()) {
    knowledgeCates.push(
      await s.content('knowledgeCategory', {
        nameZh: c.name.zh,
        nameEn: c.name.en,
        descriptionZh: c.description.zh,
        descriptionEn: c.description.en,
        cover: placeArt(filesDir, `knowledge-cate-${i + 1}`),
        sort: i + 1,
      }),
    );
  }
  for (const [i, k] of knowledgeData.entries()) {
    const cover = placeArt(filesDir, `knowledge-${i + 1}`);
    const row = await s.content('knowledge', {
      cateId: knowledgeCates[k.cate]!.id,
      titleZh: k.title.zh,
      titleEn: k.title.en,
      summaryZh: k.summary.zh,
      summaryEn: k.summary.en,
      descriptionZh: k.lessons.map((x) => x.content.zh).join('\n\n'),
      descriptionEn: k.lessons.map((x) => x.content.en).join('\n\n'),
      cover,
      isPremium: k.premium ?? false,
      inCarousel: k.carousel ?? false,
      fine: k.fine ?? false,
      publishedAt: iso((i + 1) * 5 * dayMs),
    });
    await demoViews(s, knowledgeItems, row.id, 40 + ((i * 53) % 300));
    for (const [j, lesson] of k.lessons.entries()) {
      await s.content('knowledgePart', {
        knowledgeId: row.id,
        titleZh: lesson.title.zh,
        titleEn: lesson.title.en,
        contentZh: lesson.content.zh,
        contentEn: lesson.content.en,
        image: j === 0 ? cover : null,
        sort: j + 1,
      });
    }
  }

  const videoCates = [];
  for (const [i, c] of videoCategoriesData.entries()) {
    videoCates.push(
      await s.content('videoCategory', {
        nameZh: c.name.zh,
        nameEn: c.name.en,
        descriptionZh: c.description.zh,
        descriptionEn: c.description.en,
        sort: i + 1,
      }),
    );
  }
  for (const [i, v] of videosData.entries()) {
    const clip = placeClip(filesDir, v.premium ? PREMIUM_FOLDER : 'seed', `video-${i + 1}`);
    const row = await s.content('video', {
      cateId: videoCates[v.cate]!.id,
      titleZh: v.title.zh,
      titleEn: v.title.en,
      summaryZh: v.summary.zh,
      summaryEn: v.summary.en,
      descriptionZh: `${v.summary.zh}\n\n南华潮剧社录制，仅供会员与观众欣赏学习。`,
      descriptionEn: `${v.summary.en}\n\nRecorded by Nam Hwa Opera for our audiences and members to enjoy and learn from.`,
      poster: placeArt(filesDir, `video-${i + 1}`),
      media: clip.media,
      subtitlesZh: clip.zh,
      subtitlesEn: clip.en,
      durationSeconds: videoClipSeconds,
      isPremium: v.premium ?? false,
      inCarousel: v.carousel ?? false,
      productionId: v.production === undefined ? null : productionIds[v.production],
      publishedAt: iso((i + 1) * 3 * dayMs),
    });
    await demoViews(s, videos, row.id, 60 + ((i * 97) % 800));
  }

  for (const [i, item] of newsData.entries()) {
    await s.content('news', {
      titleZh: item.title.zh,
      titleEn: item.title.en,
      summaryZh: item.summary.zh,
      summaryEn: item.summary.en,
      contentZh: item.content.zh,
      contentEn: item.content.en,
      cover: i % 3 === 0 ? placeArt(filesDir, `news-${i + 1}`) : null,
      publishedAt: iso(item.days * dayMs),
    });
  }
  for (const n of systemNewsData) {
    await s.content('systemNews', {
      titleZh: n.title.zh,
      titleEn: n.title.en,
      contentZh: n.content.zh,
      contentEn: n.content.en,
      publishedAt: iso(n.days * dayMs),
    });
  }
}
