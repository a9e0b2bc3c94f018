import type { EngageFamily } from '@nanhua/contract';
import { placeArt } from './images.js';
import type { Seeding } from './staff-calls.js';

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

/**
 * Demo comments, replies and likes (the app's calls, as the demo members, each at its moment) and the
 * three votes (the console's vote call), with ballots cast while each vote ran (the app's vote call).
 */
export async function seedEngage(s: Seeding): Promise<void> {
  const { now, members } = s;
  if (members.length !== emails.length) return;
  const { contentAdmin } = s.services;
  const { engagement, votes: ballots } = s.services.engage;
  const first = { page: 1, size: 3 };
  const videos = (await contentAdmin.list('video', first)).items.map((v) => v.id);
  const knowledge = (await contentAdmin.list('knowledge', first)).items[0];
  const production = (await contentAdmin.list('production', first)).items[0];
  const partsOf = async (family: 'knowledgePart' | 'productionPart', filter: Record<string, number>) =>
    (await contentAdmin.list(family, { page: 1, size: 100, ...filter })).items.map((p) => p.id);
  const lessons = knowledge ? await partsOf('knowledgePart', { knowledgeId: knowledge.id }) : [];
  const parts = production ? await partsOf('productionPart', { productionId: production.id }) : [];
  const targets: [EngageFamily, number | undefined, Thread[]][] = [
    ['video', videos[0], threads[0]!],
    ['video', videos[1], threads[1]!],
    ['knowledge', lessons[0], threads[2]!],
    ['theatreUltimate', parts[0], threads[0]!.slice(0, 2)],
  ];
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  let minutes = 60 * 24 * 6;
  for (const [family, targetId, list] of targets) {
    if (targetId === undefined) continue;
    for (const [author, content, replies] of list) {
      minutes -= 95;
      const at = ago(minutes);
      const mark = await s.at(at, () => engagement.create(family, members[author]!, targetId, content, 'zh-Hans'));
      for (const [i, [who, text]] of replies.entries())
        await s.at(new Date(at.getTime() + (i + 1) * 40 * 60_000), () =>
          engagement.reply(family, members[who]!, mark.id, text, 'zh-Hans'),
        );
    }
    for (const who of [0, 2, 3]) await s.at(ago(minutes), () => engagement.like(family, members[who]!, targetId));
  }
  for (const [i, v] of votes.entries()) {
    const { start, end, options, ...texts } = v;
    const vote = await s.content('vote', {
      ...texts,
      cover: placeArt(s.filesDir, `vote-${i + 1}`),
      startAt: new Date(now.getTime() + start).toISOString(),
      endAt: new Date(now.getTime() + end).toISOString(),
      options: options.map(([labelZh, labelEn]) => ({ labelZh: labelZh!, labelEn: labelEn! })),
    });
    if (start > 0) continue;
    const optionIds = ((vote as { options?: { id: number }[] }).options ?? []).map((o) => o.id);
    // Members 1–4 have voted; member 0 (and every new member) still can, so the demo shows both sides.
    for (const who of [1, 2, 3, 4]) {
      const chosen = optionIds.filter((_, k) => (k + who) % 3 === 0).slice(0, v.maxSelect);
      await s.at(new Date(now.getTime() + start + who * HOUR), () =>
        ballots.vote(members[who]!, { id: vote.id, optionIds: chosen.length ? chosen : optionIds.slice(0, 1) }),
      );
    }
  }
}
