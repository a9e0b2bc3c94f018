import { randomBytes } from 'node:crypto';
import { appLink, MessageType, pages } from '@nanhua/contract';
import type { Db } from '../db/client.js';
import { insertFollow } from '../modules/usercenter/follow-repository.js';
import { insertMessages } from '../modules/usercenter/message-repository.js';
import { insertUser } from '../modules/usercenter/user-repository.js';
import { welcomeMessage } from '../modules/usercenter/welcome.js';
import { hashPassword } from '../services/passwords.js';
import { placeLogo } from './images.js';

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

export async function seedAccounts(db: Db, filesDir: string, now: Date): Promise<void> {
  const ids: number[] = [];
  // Nobody knows it, so one hash serves every demo member (one argon2 run, not one per member).
  const unknownPassword = await hashPassword(randomBytes(24).toString('base64url'));
  for (const [i, m] of members.entries()) {
    const { avatar, ...fields } = m;
    const user = await insertUser(db, {
      ...fields,
      passwordHash: unknownPassword,
      avatar: avatar ? placeLogo(filesDir, `member-${i + 1}`) : null,
      memberExpiresAt: m.userType === 4 ? null : new Date(now.getTime() + 180 * 86_400_000),
      createdAt: new Date(now.getTime() - (40 - i) * 86_400_000),
      updatedAt: now,
    });
    ids.push(user.id);
  }
  for (const [i, [a, b]] of follows.entries())
    await insertFollow(db, ids[a]!, ids[b]!, new Date(now.getTime() - (20 - i) * 86_400_000));
  const createdAt = new Date(now.getTime() - 86_400_000);
  await insertMessages(
    db,
    ids.flatMap((userId) => [
      { userId, ...welcomeMessage, createdAt },
      {
        userId,
        type: MessageType.System,
        titleZh: '冬季演出季开票通知',
        titleEn: 'Winter season tickets on sale',
        contentZh: '冬季演出季已开票。会员购票有折扣：超级会员与年度会员九折，月度会员九五折。',
        contentEn:
          'Tickets for the winter season are on sale. Members save on tickets: 10% with a Super or Annual membership, 5% with a Monthly one.',
        link: appLink(pages.ticket.index),
        createdAt: now,
      },
    ]),
  );
}
