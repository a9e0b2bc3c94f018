/** Demo news (newest first; `days` before the seed's now) and system notifications. */

type Text = { zh: string; en: string };
export interface SeedNews {
  days: number;
  title: Text;
  summary: Text;
  content: Text;
}

const n = (days: number, tz: string, te: string, sz: string, se: string, cz: string, ce: string): SeedNews => ({
  days,
  title: { zh: tz, en: te },
  summary: { zh: sz, en: se },
  content: { zh: `${sz}\n\n${cz}`, en: `${se}\n\n${ce}` },
});

export const newsData: SeedNews[] = [
  n(
    1,
    '冬季演出季今晚开幕',
    'Winter season opens tonight',
    '《荔镜记》将为冬季演出季揭开序幕。',
    '"The Lychee Mirror" raises the curtain on the winter season.',
    '本季共八场演出，包括两场亲子工作坊与一场公开讲座。',
    'The season has eight events, including two family workshops and a public talk.',
  ),
  n(
    4,
    '亲子潮剧工作坊开放报名',
    'Family Teochew opera workshop: registration open',
    '六岁以上儿童与家长可一同体验潮剧。',
    'Children aged six and up can discover Teochew opera with their parents.',
    '工作坊名额有限，请尽早报名。参加者将获赠潮剧脸谱书签。',
    'Places are limited, so please register early. Every participant receives a face-paint bookmark.',
  ),
  n(
    7,
    '南华潮剧社获颁文化传承奖',
    'Nam Hwa receives a cultural heritage award',
    '表彰本社六十余年来对潮剧传承的贡献。',
    'The award honours more than sixty years of keeping Teochew opera alive.',
    '颁奖典礼于华族文化中心举行，社长代表全体社员领奖。',
    'The ceremony took place at the Singapore Chinese Cultural Centre; the president accepted the award on behalf of all members.',
  ),
  n(
    10,
    '青年潮剧培训班招生',
    'Youth Teochew opera course: now enrolling',
    '面向十二至二十五岁青年的十二周课程。',
    'A twelve-week course for young people aged 12 to 25.',
    '课程涵盖唱腔、身段与潮州话咬字，结业学员可参加年底汇报演出。',
    'The course covers singing, movement and Teochew pronunciation; graduates join the year-end showcase.',
  ),
  n(
    14,
    '《苏六娘》新版舞美设计亮相',
    'A new stage design for "Su Liuniang"',
    '舞美团队以潮州木雕为灵感。',
    'The design team drew on Teochew woodcarving.',
    '新版布景将于明年的全本大戏中首次使用。',
    "The new set will be used for the first time in next year's full production.",
  ),
  n(
    18,
    '潮乐团赴槟城交流演出',
    'The music ensemble visits Penang',
    '与槟城潮州会馆乐团同台演出。',
    "A joint concert with the Penang Teochew association's ensemble.",
    '两地乐师切磋弦诗乐技艺，并举办公开讲座。',
    'Musicians from both cities exchanged string-ensemble techniques and gave a public talk.',
  ),
  n(
    23,
    '会员专享视频上线',
    'New members-only videos',
    '名家唱段高清版本现已上线。',
    'High-definition recordings of great arias are now online.',
    '会员登录后即可在视频频道观看全部内容。',
    'Members can watch everything in the video channel after signing in.',
  ),
  n(
    28,
    '义工招募：演出季前台服务',
    'Volunteers wanted for the season',
    '招募引座、售票与导赏义工。',
    'We need ushers, box-office helpers and guides.',
    '义工将获得免费观演机会及培训证书。',
    'Volunteers see the shows for free and receive a training certificate.',
  ),
  n(
    33,
    '潮剧讲座回顾：从南戏到潮剧',
    'Talk review: from Southern Drama to Teochew opera',
    '上月讲座吸引逾百位观众。',
    "Last month's talk drew more than a hundred listeners.",
    '讲座录音整理稿已收录于学习资源。',
    'A transcript of the talk is now part of the learning resources.',
  ),
  n(
    39,
    '社庆六十三周年晚宴',
    'Sixty-third anniversary dinner',
    '感谢社员、赞助者与观众的一路支持。',
    'Thank you to members, sponsors and audiences for their support.',
    '晚宴上播放了一九六〇年代的珍贵演出影像。',
    'Rare footage from the 1960s was shown at the dinner.',
  ),
  n(
    45,
    '潮绣戏服修复计划',
    'Restoring the embroidered costumes',
    '二十余件老戏服完成修复。',
    'More than twenty old costumes have been restored.',
    '修复工作由本地潮绣师傅义务承担。',
    'The work was done free of charge by local Teochew embroiderers.',
  ),
  n(
    52,
    '学校巡演圆满结束',
    'Schools tour completed',
    '十所中小学的潮剧导赏演出。',
    'Guided Teochew opera shows at ten schools.',
    '逾三千名学生第一次近距离欣赏潮剧。',
    'More than three thousand pupils saw Teochew opera up close for the first time.',
  ),
  n(
    60,
    '《张春郎削发》复排启动',
    'Rehearsals begin for "Zhang Chunlang"',
    '经典喜剧时隔十年重登舞台。',
    'The classic comedy returns after ten years.',
    '复排由资深导演执导，青年演员担纲主演。',
    'A senior director leads the revival with young actors in the main roles.',
  ),
  n(
    68,
    '潮剧入门线上课程上线',
    'Online course: Teochew opera basics',
    '在家也能学习潮剧。',
    'Learn Teochew opera at home.',
    '课程共十二讲，部分内容为会员专享。',
    'The course has twelve lessons; some are for members only.',
  ),
  n(
    75,
    '感谢赞助单位的支持',
    'Thank you to our sponsors',
    '本年度演出季获多方赞助。',
    "This year's season is supported by many sponsors.",
    '特别感谢国家艺术理事会与潮州八邑会馆的长期支持。',
    'Special thanks to the National Arts Council and the Teochew Poit Ip Huay Kuan for their long support.',
  ),
  n(
    84,
    '秋季公演圆满落幕',
    'Autumn staging ends on a high',
    '《荔镜记》秋季公演场场满座。',
    'Every performance of the autumn "Lychee Mirror" was full.',
    '感谢每一位到场的观众，冬季演出季再会。',
    'Thank you to everyone who came; see you in the winter season.',
  ),
];

export const systemNewsData: { days: number; title: Text; content: Text }[] = [
  {
    days: 1,
    title: { zh: '欢迎使用南华潮剧社应用', en: 'Welcome to the Nam Hwa Opera app' },
    content: {
      zh: '在这里您可以浏览演出、观看视频、学习潮剧并购买门票。',
      en: 'Browse performances, watch videos, learn Teochew opera and buy tickets, all in one place.',
    },
  },
  {
    days: 3,
    title: { zh: '冬季演出季购票提醒', en: 'Winter season tickets' },
    content: {
      zh: '冬季演出季门票已开售。会员购票有折扣：超级会员与年度会员九折，月度会员九五折。',
      en: 'Winter season tickets are on sale. Members save on tickets: 10% with a Super or Annual membership, 5% with a Monthly one.',
    },
  },
  {
    days: 9,
    title: { zh: '隐私政策更新', en: 'Privacy policy updated' },
    content: {
      zh: '我们更新了隐私政策，说明个人资料的使用与保护方式。',
      en: 'We have updated our privacy policy to explain how personal data is used and protected.',
    },
  },
  {
    days: 20,
    title: { zh: '系统维护通知', en: 'Scheduled maintenance' },
    content: {
      zh: '本周日凌晨二时至四时进行系统维护，期间部分功能暂停使用。',
      en: 'Maintenance runs this Sunday from 2 to 4 a.m.; some features will be unavailable.',
    },
  },
];
