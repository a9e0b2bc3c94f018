import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.js';
import { insertKnowledge, insertKnowledgeCategory, insertKnowledgePart } from '../modules/knowledge/repository.js';
import { insertNews, insertSystemNews } from '../modules/site/news-repository.js';
import { insertTheatre } from '../modules/theatre/repository.js';
import {
  insertProduction,
  insertProductionPart,
  insertProductionRole,
} from '../modules/theatre-ultimate/repository.js';
import { insertVideo, insertVideoCategory } from '../modules/video/repository.js';
import { PREMIUM_FOLDER } from '../services/file-gates.js';
import { knowledgeCategoriesData, knowledgeData, videoCategoriesData, videosData } from './content-learning.js';
import { newsData, systemNewsData } from './content-news.js';
import { performanceDescription, performances, productionsData, venues } from './content-theatre.js';
import { placeArt, queueCopy, seedAssetsDir } from './images.js';

const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** Singapore has kept UTC+8 since 1982; demo dates are company-calendar days. */
const zoneOffsetMs = 8 * hourMs;
/** The committed clips (scripts/demo-media draws them), each with a Chinese and an English surtitle track. */
type SeedClip = { media: string; zh: string; en: string };
/** The production scenes' clips (content-theatre `parts[].clip`). */
const sceneClips = ['clip-1', 'clip-2', 'clip-3'];
/** Each video's own clip, `video-<n>` for the n-th of videosData (video-clips.mjs makes them this long). */
export const videoClipSeconds = 15;

/**
 * Copies a clip and its tracks into `folder` of the files directory (premium media go to the premium
 * folder, so their surtitles too are served only on signed links); answers the paths the rows name.
 */
function placeClip(filesDir: string, folder: string, clip: string): SeedClip {
  const [media, zh, en] = [`${clip}.mp4`, `${clip}.zh.vtt`, `${clip}.en.vtt`].map((f) => {
    queueCopy(join(seedAssetsDir(), f), join(filesDir, folder, f));
    return `/files/${folder}/${f}`;
  });
  return { media: media!, zh: zh!, en: en! };
}

/** Start of the company-calendar day `offset` days from now, plus `hours`. */
function localTime(now: Date, offset: number, hours: number): Date {
  const today = Math.floor((now.getTime() + zoneOffsetMs) / dayMs) * dayMs - zoneOffsetMs;
  return new Date(today + offset * dayMs + hours * hourMs);
}

export async function seedContent(db: Db, filesDir: string, now: Date): Promise<void> {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  mkdirSync(join(filesDir, PREMIUM_FOLDER), { recursive: true });
  const productionIds: number[] = [];
  for (const [i, p] of productionsData.entries()) {
    const row = await insertProduction(db, {
      titleZh: p.titleZh,
      titleEn: p.titleEn,
      summaryZh: p.summaryZh,
      summaryEn: p.summaryEn,
      descriptionZh: p.descriptionZh,
      descriptionEn: p.descriptionEn,
      poster: placeArt(filesDir, `production-${i + 1}`),
      views: 120 + i * 37,
      // "Su Liuniang", the flagship production, is for members (the VIP zone lists it).
      isPremium: i === 1,
      publishedAt: new Date(now.getTime() - (i + 1) * 20 * dayMs),
    });
    for (const [j, { clip, ...part }] of p.parts.entries()) {
      const image = j === 0 ? placeArt(filesDir, `production-${i + 1}-part`) : null;
      const c =
        clip === undefined
          ? undefined
          : placeClip(filesDir, row.isPremium ? PREMIUM_FOLDER : 'seed', sceneClips[clip]!);
      await insertProductionPart(db, {
        productionId: row.id,
        ...part,
        image,
        media: c?.media,
        subtitlesZh: c?.zh,
        subtitlesEn: c?.en,
        sort: j + 1,
      });
    }
    for (const [j, r] of p.cast.entries()) {
      await insertProductionRole(db, {
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
    await insertTheatre(db, {
      titleZh: p.titleZh,
      titleEn: p.titleEn,
      summaryZh: p.summaryZh,
      summaryEn: p.summaryEn,
      descriptionZh: performanceDescription.zh(p),
      descriptionEn: performanceDescription.en(p),
      venueZh: venues[p.venue]!.zh,
      venueEn: venues[p.venue]!.en,
      poster: placeArt(filesDir, `theatre-${i + 1}`),
      startAt,
      endAt: new Date(startAt.getTime() + p.hours * hourMs),
      takesRegistration: p.registration ?? false,
      productionId: p.production === undefined ? null : productionIds[p.production],
    });
  }

  const knowledgeCates = [];
  for (const [i, c] of knowledgeCategoriesData.entries()) {
    const cover = placeArt(filesDir, `knowledge-cate-${i + 1}`);
    knowledgeCates.push(
      await insertKnowledgeCategory(db, {
        nameZh: c.name.zh,
        nameEn: c.name.en,
        descriptionZh: c.description.zh,
        descriptionEn: c.description.en,
        cover,
        sort: i + 1,
      }),
    );
  }
  for (const [i, k] of knowledgeData.entries()) {
    const row = await insertKnowledge(db, {
      cateId: knowledgeCates[k.cate]!.id,
      titleZh: k.title.zh,
      titleEn: k.title.en,
      summaryZh: k.summary.zh,
      summaryEn: k.summary.en,
      descriptionZh: k.lessons.map((x) => x.content.zh).join('\n\n'),
      descriptionEn: k.lessons.map((x) => x.content.en).join('\n\n'),
      cover: placeArt(filesDir, `knowledge-${i + 1}`),
      views: 40 + ((i * 53) % 300),
      isPremium: k.premium ?? false,
      inCarousel: k.carousel ?? false,
      fine: k.fine ?? false,
      publishedAt: new Date(now.getTime() - (i + 1) * 5 * dayMs),
    });
    for (const [j, lesson] of k.lessons.entries()) {
      await insertKnowledgePart(db, {
        knowledgeId: row.id,
        titleZh: lesson.title.zh,
        titleEn: lesson.title.en,
        contentZh: lesson.content.zh,
        contentEn: lesson.content.en,
        image: j === 0 ? row.cover : null,
        sort: j + 1,
      });
    }
  }

  const videoCates = [];
  for (const [i, c] of videoCategoriesData.entries()) {
    videoCates.push(
      await insertVideoCategory(db, {
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
    await insertVideo(db, {
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
      views: 60 + ((i * 97) % 800),
      isPremium: v.premium ?? false,
      inCarousel: v.carousel ?? false,
      productionId: v.production === undefined ? null : productionIds[v.production],
      publishedAt: new Date(now.getTime() - (i + 1) * 3 * dayMs),
    });
  }

  for (const [i, item] of newsData.entries()) {
    await insertNews(db, {
      titleZh: item.title.zh,
      titleEn: item.title.en,
      summaryZh: item.summary.zh,
      summaryEn: item.summary.en,
      contentZh: item.content.zh,
      contentEn: item.content.en,
      cover: i % 3 === 0 ? placeArt(filesDir, `news-${i + 1}`) : null,
      publishedAt: new Date(now.getTime() - item.days * dayMs),
    });
  }
  for (const s of systemNewsData) {
    await insertSystemNews(db, {
      titleZh: s.title.zh,
      titleEn: s.title.en,
      contentZh: s.content.zh,
      contentEn: s.content.en,
      publishedAt: new Date(now.getTime() - s.days * dayMs),
    });
  }
}
