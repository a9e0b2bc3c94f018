import { endpoints } from '@nanhua/contract';
import { demoMembers } from './history.js';
import { placeLogo } from './images.js';
import { body, type Seeding } from './staff-calls.js';

/** Believable community members; their passwords are random and never printed (demo content only). */
const members = [
  {
    email: 'meiling.tan@example.com',
    nickName: '陈美玲 Mei Ling',
    signature: '从小听阿嬷唱《荔镜记》，如今带着女儿一起看戏。',
    userType: 2,
    avatar: true,
  },
  {
    email: 'kokwee.lim@example.com',
    nickName: 'Kok Wee 林',
    signature: 'Amateur erhu player, Teochew opera on weekends.',
    userType: 4,
    avatar: true,
  },
  {
    email: 'xiuying.ng@example.com',
    nickName: '黄秀英',
    signature: '潮乐团二胡声部团员，欢迎交流。',
    userType: 1,
    avatar: false,
  },
  {
    email: 'daniel.chua@example.com',
    nickName: 'Daniel Chua',
    signature: 'Learning Teochew one opera at a time.',
    userType: 3,
    avatar: true,
  },
  {
    email: 'peishan.goh@example.com',
    nickName: '吴佩珊',
    signature: '喜欢青衣唱腔，也爱拍剧照。',
    userType: 4,
    avatar: false,
  },
];

/** Who follows whom (indexes into `members`): a few mutual pairs and some one-way follows. */
const follows: [number, number][] = [
  [0, 1],
  [1, 0],
  [0, 2],
  [2, 0],
  [1, 3],
  [3, 0],
  [4, 0],
  [4, 2],
  [3, 2],
];

/**
 * The demo members (history.ts: accounts joined weeks ago, memberships without orders), who follow
 * whom (the app's follow call, each on its day) and the winter season's message (a staff broadcast).
 */
export async function seedAccounts(s: Seeding): Promise<void> {
  const { now } = s;
  const made = await demoMembers(
    s,
    members.map(({ avatar, ...m }, i) => ({
      ...m,
      avatar: avatar ? placeLogo(s.filesDir, `member-${i + 1}`) : null,
      memberExpiresAt: m.userType === 4 ? null : new Date(now.getTime() + 180 * 86_400_000),
      createdAt: new Date(now.getTime() - (40 - i) * 86_400_000),
    })),
  );
  s.members.push(...made);
  for (const [i, [a, b]] of follows.entries())
    await s.at(new Date(now.getTime() - (20 - i) * 86_400_000), () =>
      s.services.accounts.follows.follow(made[a]!.id, made[b]!.email),
    );
  await s.services.outreach.broadcasts.send(
    s.staffId,
    body(endpoints['/admin/broadcast/send'], {
      audience: 'all',
      titleZh: '冬季演出季开票通知',
      titleEn: 'Winter season tickets on sale',
      bodyZh: '冬季演出季已开票。会员购票有折扣：超级会员与年度会员九折，月度会员九五折。',
      bodyEn:
        'Tickets for the winter season are on sale. Members save on tickets: 10% with a Super or Annual membership, 5% with a Monthly one.',
      clientToken: 'demo-seed-winter-season',
    }),
  );
}
