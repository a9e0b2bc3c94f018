import { endpoints, type LiveAudience } from '@nanhua/contract';
import { PREMIUM_FOLDER } from '../services/file-gates.js';
import { demoJoins } from './history.js';
import { localTime, placeArt, placeClip, placed } from './images.js';
import { body, type Seeding } from './staff-calls.js';

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** The committed clips are 24 s long; a replay's duration is its file's. */
const clipSeconds = 24;

const teachers = {
  lim: { zh: '林丽珠老师', en: 'Ms Lim Lee Choo' },
  ng: { zh: '黄伟明师傅', en: 'Mr Ng Wee Beng' },
  tan: { zh: '陈素娥老师', en: 'Mdm Tan Soh Ngoh' },
  teo: { zh: '郑家辉老师', en: 'Mr Teo Kah Hui' },
};

interface SeedClass {
  /** Start and end relative to the seed time (minutes) or a company-calendar day and hour. */
  when: { fromMin: number; toMin: number } | { day: number; at: number; hours: number };
  title: { zh: string; en: string };
  description: { zh: string; en: string };
  teacher: { zh: string; en: string };
  audience?: LiveAudience;
  registration?: { capacity: number | null };
  meetingNumber: string;
  /** An ended class's replay: which committed clip, and whether only members may watch it. */
  replay?: { clip: string; poster: string; premium: boolean };
  cover: string;
}

/** Demo classes of the Live Stream Classroom; Zoom meeting numbers are made up (staff-only fields). */
export const liveClassesData: SeedClass[] = [
  {
    when: { fromMin: -20, toMin: 40 },
    title: { zh: '潮剧唱腔入门：《桃花过渡》对唱', en: 'Teochew singing for beginners: the "Peach Blossom" duet' },
    description: {
      zh: '跟着林老师一句一句学唱《桃花过渡》的对歌，从咬字、行腔到换气。手机即可参加，建议戴耳机。',
      en: 'Learn the "Peach Blossom Crosses the River" duet line by line with Ms Lim: diction, melody and breathing. Join from your phone; earphones help.',
    },
    teacher: teachers.lim,
    meetingNumber: '85012345601',
    cover: 'carousel-1',
  },
  {
    when: { day: 2, at: 20, hours: 1 },
    title: { zh: '水袖基本功（会员专享）', en: 'Water-sleeve basics (members only)' },
    description: {
      zh: '陈老师示范抖袖、抛袖与翻袖，会员可在家跟练。请准备一条长围巾代替水袖。',
      en: 'Mdm Tan demonstrates the shake, the throw and the turn of the water sleeve; members practise along at home. A long scarf will do as a sleeve.',
    },
    teacher: teachers.tan,
    audience: 'members',
    meetingNumber: '85012345602',
    cover: 'carousel-2',
  },
  {
    when: { day: 5, at: 19.5, hours: 1.5 },
    title: { zh: '潮州锣鼓工作坊：小锣与苏锣', en: 'Teochew percussion workshop: the small gong and the su gong' },
    description: {
      zh: '黄师傅讲解潮州锣鼓的基本锣经，名额有限，需先报名。报名后可收到课程日历提醒。',
      en: 'Mr Ng explains the basic gong patterns of Teochew percussion. Places are limited: register first, and you will get a calendar reminder.',
    },
    teacher: teachers.ng,
    registration: { capacity: 12 },
    meetingNumber: '85012345603',
    cover: 'carousel-3',
  },
  {
    when: { day: 9, at: 20, hours: 1 },
    title: { zh: '二弦领奏：潮乐的“头弦”', en: 'Leading on the erxian, the "first string" of Teochew music' },
    description: {
      zh: '郑老师从定弦讲起，介绍二弦在潮州弦诗乐中如何领奏，并现场演奏《寒鸦戏水》片段。',
      en: 'Mr Teo starts from tuning and shows how the erxian leads a Teochew string ensemble, with a passage of "Crows Playing in the Water" played live.',
    },
    teacher: teachers.teo,
    meetingNumber: '85012345604',
    cover: 'carousel-4',
  },
  {
    when: { day: -7, at: 20, hours: 1 },
    title: { zh: '《荔镜记》唱段精讲', en: '"The Lychee Mirror": the arias explained' },
    description: {
      zh: '林老师逐句讲解《荔镜记》元宵赏灯一场的唱段与字音，附中英文字幕回放。',
      en: 'Ms Lim goes through the Lantern Festival scene of "The Lychee Mirror" line by line, with a replay surtitled in Chinese and English.',
    },
    teacher: teachers.lim,
    meetingNumber: '85012345605',
    replay: { clip: 'clip-1', poster: 'clip-1', premium: false },
    cover: 'clip-1',
  },
  {
    when: { day: -14, at: 20, hours: 1 },
    title: { zh: '《扫窗会》身段课（会员专享）', en: '"Meeting at the Window": movement class (members only)' },
    description: {
      zh: '陈老师拆解《扫窗会》中玉真扫窗的身段与眼神，会员可观看完整回放。',
      en: 'Mdm Tan breaks down Yuzhen\'s sweeping movement and gaze in "Meeting at the Window"; members can watch the full replay.',
    },
    teacher: teachers.tan,
    audience: 'members',
    meetingNumber: '85012345606',
    replay: { clip: 'clip-3', poster: 'clip-3', premium: true },
    cover: 'clip-3',
  },
];

/**
 * One class live at seed time, three to come, two ended with replays (the console's class and replay
 * calls); three demo members registered (the app's call) and joined the ended ones (history.ts).
 */
export async function seedLive(s: Seeding): Promise<void> {
  const { now } = s;
  const { live, staff } = s.services.live;
  const demo = s.members.filter((m) =>
    ['meiling.tan@example.com', 'xiuying.ng@example.com', 'daniel.chua@example.com'].includes(m.email),
  );
  for (const c of liveClassesData) {
    const [startAt, endAt] =
      'fromMin' in c.when
        ? [new Date(now.getTime() + c.when.fromMin * minuteMs), new Date(now.getTime() + c.when.toMin * minuteMs)]
        : [localTime(now, c.when.day, c.when.at), localTime(now, c.when.day, c.when.at + c.when.hours)];
    const made = body(endpoints['/admin/liveCast/class/create'], {
      titleZh: c.title.zh,
      titleEn: c.title.en,
      descriptionZh: c.description.zh,
      descriptionEn: c.description.en,
      teacherZh: c.teacher.zh,
      teacherEn: c.teacher.en,
      cover: placeArt(s.filesDir, c.cover),
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      audience: c.audience ?? 'signedIn',
      requiresRegistration: c.registration !== undefined,
      capacity: c.registration?.capacity ?? null,
      meetingNumber: c.meetingNumber,
      passcode: 'namhwa',
    });
    // The staff calls check the files they name are there: the copies queued so far land first.
    await placed();
    const row = await s.at(new Date(startAt.getTime() - 14 * dayMs), () => staff.create(made));
    if (c.registration)
      for (const [i, m] of demo.entries())
        await s.at(new Date(now.getTime() - (i + 1) * 3_600_000), () => live.register(m, row.id, 'zh-Hans', s.origin));
    if (c.replay) {
      const files = placeClip(s.filesDir, c.replay.premium ? `${PREMIUM_FOLDER}/live` : 'live', c.replay.clip);
      const poster = placeArt(s.filesDir, c.replay.poster);
      await demoJoins(
        s,
        row.id,
        demo.map((m, i) => ({ userId: m.id, at: new Date(startAt.getTime() + i * minuteMs) })),
      );
      await placed();
      await staff.attachReplay(
        row.id,
        body(endpoints['/admin/liveCast/replay/attach/{id}'], {
          media: files.media,
          poster,
          duration: clipSeconds,
          isPremium: c.replay.premium,
          subtitlesZh: files.zh,
          subtitlesEn: files.en,
        }),
      );
    }
  }
}
