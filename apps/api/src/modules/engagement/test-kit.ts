import type { TestApp } from '../../../test/helper.js';
import { insertKnowledge, insertKnowledgeCategory, insertKnowledgePart } from '../knowledge/repository.js';
import { insertTheatre } from '../theatre/repository.js';
import { insertProduction, insertProductionPart } from '../theatre-ultimate/repository.js';
import { insertVideo, insertVideoCategory } from '../video/repository.js';

/** One target per family (a lesson, a video, a production part) and the family's SPEC paths. */
export async function engageTargets(t: TestApp) {
  const db = t.deps.database.db;
  const kc = await insertKnowledgeCategory(db, { nameZh: '唱腔', nameEn: 'Singing' });
  const k = await insertKnowledge(db, {
    cateId: kc.id,
    titleZh: '潮剧入门',
    titleEn: 'Teochew Opera Basics',
    cover: '/files/k.webp',
  });
  const kp = await insertKnowledgePart(db, { knowledgeId: k.id, titleZh: '第一课', titleEn: 'Lesson one' });
  const vc = await insertVideoCategory(db, { nameZh: '选段', nameEn: 'Excerpts' });
  const v = await insertVideo(db, {
    cateId: vc.id,
    titleZh: '荔镜记选段',
    titleEn: 'The Lychee Mirror excerpt',
    poster: '/files/v.webp',
    media: '/files/v.mp4',
  });
  const p = await insertProduction(db, {
    titleZh: '扫窗会',
    titleEn: 'Meeting at the Window',
    poster: '/files/p.webp',
  });
  const pp = await insertProductionPart(db, { productionId: p.id, titleZh: '第一场', titleEn: 'Scene one' });
  return [
    {
      family: 'knowledge',
      target: kp.id,
      parent: k.id,
      key: 'partId',
      title: 'Lesson one',
      mark: '/knowledge/mark',
      reply: '/knowledge/markReply',
      zan: '/knowledge/zan',
    },
    {
      family: 'video',
      target: v.id,
      parent: null,
      key: 'videoId',
      title: 'The Lychee Mirror excerpt',
      mark: '/video/mark',
      reply: '/video/markReply',
      zan: '/video/zan',
    },
    {
      family: 'theatreUltimate',
      target: pp.id,
      parent: p.id,
      key: 'partId',
      title: 'Scene one',
      mark: '/theatre/theatreUltimateMark',
      reply: '/theatre/theatreUltimateMarkReply',
      zan: '/theatre/theatreUltimateZan',
    },
  ] as const;
}

export async function eventAt(t: TestApp, startsInHours: number, takesRegistration = true) {
  const start = new Date(t.clock.now().getTime() + startsInHours * 3_600_000);
  return insertTheatre(t.deps.database.db, {
    titleZh: '潮剧工作坊',
    titleEn: 'Teochew opera workshop',
    venueZh: '南华剧场',
    venueEn: 'Nanhua Theatre',
    poster: '/files/t.webp',
    startAt: start,
    endAt: new Date(start.getTime() + 2 * 3_600_000),
    takesRegistration,
  });
}
