import type { EngageFamily } from '@nanhua/contract';
import type { Db } from '../db/client.js';
import { insertLike, insertMark, insertReply } from '../modules/engagement/repository.js';
import { pageKnowledge, partsOf as knowledgePartsOf } from '../modules/knowledge/repository.js';
import { pageProductions, partsOf as productionPartsOf } from '../modules/theatre-ultimate/repository.js';
import { findUserByEmail } from '../modules/usercenter/user-repository.js';
import { pageVideos } from '../modules/video/repository.js';
import { insertBallot, insertVote, optionsOf } from '../modules/vote/repository.js';
import { placeArt } from './images.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo members of the accounts seed, by index. */
const emails = [
  'meiling.tan@example.com',
  'kokwee.lim@example.com',
  'xiuying.ng@example.com',
  'daniel.chua@example.com',
  'peishan.goh@example.com',
];

/** [author, text, replies as [author, text]]; members write in their own language, as real ones do. */
type Thread = [number, string, [number, string][]];
const threads: Thread[][] = [
  [
    [
      0,
      '姚璇秋老师的唱腔真是百听不厌，带女儿看了三遍。',
      [
        [2, '同感！尤其是“访友”那一段。'],
        [3, 'My grandmother hums this one every morning.'],
      ],
    ],
    [1, 'The erhu accompaniment in the second half is beautiful.', [[2, '是椰胡哦，潮乐特有的～']]],
    [4, '服装和头饰都好精致，求剧照！', []],
  ],
  [
    [
      3,
      'Great introduction for beginners, the subtitles help a lot.',
      [[0, 'Glad it helps! Try the learning section next.']],
    ],
    [2, '节奏把握得很好，锣鼓点清楚。', []],
  ],
  [
    [4, '这一场的身段示范很细致，跟着练了一遍。', [[1, 'Same here, my fan work still needs practice 😅']]],
    [0, '希望多出一些丑角的教学。', []],
  ],
];

/** Three votes around `now`: one ended, one in progress, one not started (relative to the seed's clock). */
export const votes = [
  {
    titleZh: '年度最喜爱剧目评选',
    titleEn: 'Favourite Production of the Year',
    summaryZh: '从本季上演的剧目中选出您最喜爱的两部。',
    summaryEn: 'Choose your two favourite productions of this season.',
    descriptionZh: '投票后即可查看最新票数；投票结束时得票最多的剧目将于明年加演。',
    descriptionEn:
      'See the latest results as soon as you have voted; the production with the most votes when voting closes returns next year for an extra run.',
    start: -3 * DAY,
    end: 10 * DAY,
    maxSelect: 2,
    options: [
      ['陈三五娘', 'Chen San and Wu Niang'],
      ['扫窗会', 'Meeting at the Window'],
      ['柴房会', 'Meeting in the Woodshed'],
      ['苏六娘', 'Su Liu Niang'],
    ],
  },
  {
    titleZh: '下一期工作坊主题',
    titleEn: 'Next Workshop Theme',
    summaryZh: '告诉我们您下一次最想学什么。',
    summaryEn: 'Tell us what you would like to learn next.',
    descriptionZh: '工作坊每月举办一次，面向初学者与爱好者。',
    descriptionEn: 'Workshops run monthly for beginners and enthusiasts.',
    start: 5 * DAY,
    end: 20 * DAY,
    maxSelect: 1,
    options: [
      ['水袖身段', 'Water-sleeve movement'],
      ['潮州话唱词', 'Singing in Teochew'],
      ['脸谱化妆', 'Stage make-up'],
    ],
  },
  {
    titleZh: '春节演出时段调查',
    titleEn: 'Lunar New Year Showtimes Survey',
    summaryZh: '您更方便在哪个时段观看演出？',
    summaryEn: 'Which showtimes suit you best?',
    descriptionZh: '感谢参与，我们已根据结果安排了春节档期。',
    descriptionEn: 'Thank you for taking part; the Lunar New Year schedule follows your answers.',
    start: -40 * DAY,
    end: -20 * DAY,
    maxSelect: 2,
    options: [
      ['周末下午', 'Weekend afternoons'],
      ['周末晚上', 'Weekend evenings'],
      ['工作日晚上', 'Weekday evenings'],
    ],
  },
];

/** Demo comments, replies, likes and votes, written through the engagement and vote repositories. */
export async function seedEngage(db: Db, filesDir: string, now: Date): Promise<void> {
  const users = await Promise.all(emails.map((e) => findUserByEmail(db, e)));
  const ids = users.map((u) => u?.id).filter((id): id is number => id !== undefined);
  if (ids.length !== emails.length) return;
  const videos = (await pageVideos(db, {}, 0, 3)).records.map((r) => r.video.id);
  const knowledge = (await pageKnowledge(db, {}, 0, 1)).records[0];
  const production = (await pageProductions(db, undefined, 0, 1)).records[0];
  const lessons = knowledge ? (await knowledgePartsOf(db, knowledge.item.id)).map((p) => p.id) : [];
  const parts = production ? (await productionPartsOf(db, production.id)).map((p) => p.id) : [];
  const targets: [EngageFamily, number | undefined, Thread[]][] = [
    ['video', videos[0], threads[0]!],
    ['video', videos[1], threads[1]!],
    ['knowledge', lessons[0], threads[2]!],
    ['theatreUltimate', parts[0], threads[0]!.slice(0, 2)],
  ];
  let minutes = 60 * 24 * 6;
  for (const [family, targetId, list] of targets) {
    if (targetId === undefined) continue;
    for (const [author, content, replies] of list) {
      minutes -= 95;
      const mark = await insertMark(db, {
        family,
        targetId,
        userId: ids[author]!,
        content,
        createdAt: new Date(now.getTime() - minutes * 60_000),
      });
      for (const [i, [who, text]] of replies.entries()) {
        await insertReply(db, {
          markId: mark.id,
          userId: ids[who]!,
          content: text,
          createdAt: new Date(mark.createdAt.getTime() + (i + 1) * 40 * 60_000),
        });
      }
    }
    for (const who of [0, 2, 3])
      await insertLike(db, {
        family,
        targetId,
        userId: ids[who]!,
        createdAt: new Date(now.getTime() - minutes * 60_000),
      });
  }
  for (const [i, v] of votes.entries()) {
    const { start, end, options, ...texts } = v;
    const vote = await insertVote(
      db,
      {
        ...texts,
        cover: placeArt(filesDir, `vote-${i + 1}`),
        startAt: new Date(now.getTime() + start),
        endAt: new Date(now.getTime() + end),
      },
      options.map(([labelZh, labelEn]) => ({ labelZh: labelZh!, labelEn: labelEn! })),
    );
    if (start > 0) continue;
    const optionIds = (await optionsOf(db, vote.id)).map((o) => o.id);
    // Members 1–4 have voted; member 0 (and every new member) still can, so the demo shows both sides.
    for (const who of [1, 2, 3, 4]) {
      const chosen = optionIds.filter((_, k) => (k + who) % 3 === 0).slice(0, v.maxSelect);
      await insertBallot(
        db,
        { voteId: vote.id, userId: ids[who]!, text: '', createdAt: new Date(now.getTime() + start + who * HOUR) },
        chosen.length ? chosen : optionIds.slice(0, 1),
      );
    }
  }
}
