import type { RoleType } from '@nanhua/contract';

/** Demo performances and productions: offsets are days from the seed's `now` (company calendar days). */

export interface SeedPerformance {
  day: number;
  /** Local start time in the company time zone, e.g. 19.5 = 19:30. */
  at: number;
  hours: number;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  venue: 0 | 1 | 2 | 3 | 4;
  registration?: boolean;
  /** The production staged (an index of `productionsData`): its cast and synopsis page. */
  production?: number;
}

export const venues = [
  { zh: '维多利亚剧院', en: 'Victoria Theatre' },
  { zh: '滨海艺术中心剧场工作室', en: 'Esplanade Theatre Studio' },
  { zh: '牛车水人民剧场', en: "Kreta Ayer People's Theatre" },
  { zh: '新加坡华族文化中心演艺厅', en: 'Singapore Chinese Cultural Centre Auditorium' },
  { zh: '南华潮剧社会所排练厅', en: 'Nam Hwa Opera clubhouse rehearsal hall' },
];

export const performances: SeedPerformance[] = [
  {
    day: -84,
    at: 19.5,
    hours: 2.5,
    venue: 0,
    production: 0,
    titleZh: '《荔镜记》秋季公演',
    titleEn: '"The Lychee Mirror" autumn staging',
    summaryZh: '陈三与五娘以荔枝为媒、以宝镜为约的爱情故事，全本演出。',
    summaryEn: 'The complete love story of Chen San and Wu Niang, told through a lychee and a mirror.',
  },
  {
    day: -63,
    at: 14,
    hours: 2,
    venue: 2,
    titleZh: '潮剧折子戏专场',
    titleEn: 'An afternoon of Teochew opera excerpts',
    summaryZh: '《扫窗会》《柴房会》《闹钗》三出经典折子戏连演。',
    summaryEn:
      'Three classic scenes in one programme: "Meeting at the Window", "Meeting in the Woodshed" and "The Hairpin Quarrel".',
  },
  {
    day: -46,
    at: 19.5,
    hours: 2,
    venue: 3,
    titleZh: '潮乐之夜：弦诗乐专场',
    titleEn: 'A Teochew music evening: string ensemble classics',
    summaryZh: '南华潮乐团演奏《寒鸦戏水》《柳青娘》等潮州弦诗名曲。',
    summaryEn:
      'The Nam Hwa Music Ensemble plays Teochew string classics such as "Crows Playing in the Water" and "Liu Qingniang".',
  },
  {
    day: -30,
    at: 19.5,
    hours: 2.5,
    venue: 0,
    production: 1,
    titleZh: '《苏六娘》青年版',
    titleEn: '"Su Liuniang", young cast edition',
    summaryZh: '由社内青年演员担纲的全本《苏六娘》，展现新一代潮剧人的风采。',
    summaryEn: 'The full "Su Liuniang" performed by the company\'s young actors: a new generation on stage.',
  },
  {
    day: -12,
    at: 15,
    hours: 1.5,
    venue: 4,
    production: 2,
    titleZh: '公开排练：《张春郎削发》',
    titleEn: 'Open rehearsal: "Zhang Chunlang Shaves His Head"',
    summaryZh: '走进排练厅，看导演与演员如何打磨一出戏。',
    summaryEn: 'Step into the rehearsal hall and watch the director and actors polish a play.',
    registration: true,
  },
  {
    day: -3,
    at: 19.5,
    hours: 2,
    venue: 1,
    titleZh: '丑角的艺术：潮丑专场',
    titleEn: 'The art of the clown: a Teochew chou showcase',
    summaryZh: '潮剧丑角行当的十种扇法与步法，一晚看尽。',
    summaryEn: 'Ten fan techniques and ten walks of the Teochew clown role, in one evening.',
  },
  {
    day: 0,
    at: 19.5,
    hours: 2.5,
    venue: 0,
    production: 0,
    titleZh: '《荔镜记》冬季演出季开幕场',
    titleEn: '"The Lychee Mirror": winter season opening night',
    summaryZh: '冬季演出季的开幕之夜，由资深演员领衔。',
    summaryEn: "The opening night of the winter season, led by the company's senior actors.",
  },
  {
    day: 3,
    at: 14,
    hours: 2,
    venue: 2,
    titleZh: '亲子潮剧工作坊',
    titleEn: 'Teochew opera workshop for families',
    summaryZh: '认识脸谱、学走台步、试穿戏服，适合六岁以上儿童与家长。',
    summaryEn:
      'Meet the face paint, learn the stage walk and try on costumes; for children aged six and up with their parents.',
    registration: true,
  },
  {
    day: 3,
    at: 19.5,
    hours: 2,
    venue: 2,
    titleZh: '《扫窗会》《芦林会》双折联演',
    titleEn: '"Meeting at the Window" and "Meeting in the Reed Grove"',
    summaryZh: '两出以“会”为名的生旦对手戏，唱做并重。',
    summaryEn: 'Two duets for the young man and the young lady, rich in both singing and acting.',
  },
  {
    day: 9,
    at: 19.5,
    hours: 2.5,
    venue: 3,
    production: 3,
    titleZh: '《金花女》',
    titleEn: '"Jin Hua Nü"',
    summaryZh: '贫女金花历尽磨难终得团圆，潮剧青衣的代表剧目。',
    summaryEn:
      'The poor girl Jin Hua endures every hardship before the family is reunited: a signature play for the qingyi role.',
  },
  {
    day: 24,
    at: 14,
    hours: 2,
    venue: 0,
    production: 2,
    titleZh: '《张春郎削发》日场',
    titleEn: '"Zhang Chunlang Shaves His Head", matinee',
    summaryZh: '一出妙趣横生的轻喜剧，公主与书生的误会与姻缘。',
    summaryEn: 'A light comedy of a princess, a scholar and the misunderstanding that brings them together.',
  },
  {
    day: 24,
    at: 19.5,
    hours: 2,
    venue: 0,
    production: 2,
    titleZh: '《张春郎削发》夜场',
    titleEn: '"Zhang Chunlang Shaves His Head", evening',
    summaryZh: '同剧夜场，演出后设演员见面会。',
    summaryEn: 'The evening performance, followed by a meet-the-cast session.',
  },
  {
    day: 38,
    at: 19.5,
    hours: 2,
    venue: 3,
    titleZh: '锣鼓弦诗潮乐音乐会',
    titleEn: 'Gongs, drums and strings: a Teochew music concert',
    summaryZh: '潮州大锣鼓与弦诗乐联袂演出，锣鼓喧天，弦歌悠扬。',
    summaryEn: 'Teochew grand percussion meets the string ensemble: thundering gongs and drums, lilting strings.',
  },
  {
    day: 55,
    at: 15,
    hours: 1.5,
    venue: 4,
    titleZh: '潮剧讲座：从南戏到潮剧',
    titleEn: 'Talk: from Southern Drama to Teochew opera',
    summaryZh: '文化研究组主讲，追溯潮剧五百年的源流。',
    summaryEn: 'The cultural research team traces five hundred years of Teochew opera history.',
    registration: true,
  },
  {
    day: 72,
    at: 19.5,
    hours: 2.5,
    venue: 0,
    production: 1,
    titleZh: '《苏六娘》全本大戏',
    titleEn: '"Su Liuniang", the full production',
    summaryZh: '南华旗舰制作，新编舞美与现场潮乐伴奏。',
    summaryEn: "Nam Hwa's flagship production with new stage design and live Teochew music.",
  },
  {
    day: 86,
    at: 19.5,
    hours: 2,
    venue: 1,
    titleZh: '潮剧新声：青年创作展演',
    titleEn: 'New voices: works by young Teochew opera artists',
    summaryZh: '青年编剧与演员的三部新作首演。',
    summaryEn: 'Premieres of three new short works by young writers and performers.',
  },
];

export const performanceDescription = {
  zh: (p: SeedPerformance) =>
    `${p.summaryZh}\n\n南华潮剧社创立于一九六三年，是新加坡历史最悠久的潮剧团体之一。本场演出以潮州话演唱，设中英文字幕。\n\n演出时长约 ${p.hours} 小时，建议提前二十分钟入场。`,
  en: (p: SeedPerformance) =>
    `${p.summaryEn}\n\nFounded in 1963, Nam Hwa Opera is one of Singapore's longest-standing Teochew opera companies. Sung in Teochew with Chinese and English surtitles.\n\nRunning time about ${p.hours} hours; please arrive twenty minutes early.`,
};

export interface SeedProduction {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  descriptionZh: string;
  descriptionEn: string;
  /** `clip`: which committed clip (with its surtitle tracks) shows the scene, for the parts that have one. */
  parts: { titleZh: string; titleEn: string; contentZh: string; contentEn: string; clip?: number }[];
  /** The cast in programme order: role, role type where one applies, performer (both languages). */
  cast: SeedRole[];
}

export interface SeedRole {
  role: { zh: string; en: string };
  type: RoleType | null;
  performer: { zh: string; en: string };
}

/** The company's demo actors (fictional), each in the role types they are known for. */
const actors = {
  tanBeeLing: { zh: '陈美玲', en: 'Tan Bee Ling' },
  leeShuHua: { zh: '李淑华', en: 'Lee Shu Hua' },
  ngLayKuan: { zh: '黄丽娟', en: 'Ng Lay Kuan' },
  kohHuiMin: { zh: '许慧敏', en: 'Koh Hui Min' },
  tayKokKeong: { zh: '郑国强', en: 'Tay Kok Keong' },
  limWeeKiat: { zh: '林伟杰', en: 'Lim Wee Kiat' },
  gohCheeMeng: { zh: '吴志明', en: 'Goh Chee Meng' },
  chuaGeokHong: { zh: '蔡玉凤', en: 'Chua Geok Hong' },
  sohKahWai: { zh: '苏家伟', en: 'Soh Kah Wai' },
  chorus: { zh: '南华潮剧社合唱组', en: 'Nam Hwa Opera chorus' },
};
const role = (zh: string, en: string, type: RoleType | null, performer: { zh: string; en: string }): SeedRole => ({
  role: { zh, en },
  type,
  performer,
});

export const productionsData: SeedProduction[] = [
  {
    titleZh: '荔镜记',
    titleEn: 'The Lychee Mirror',
    summaryZh: '潮剧第一名剧，陈三五娘的爱情传奇。',
    summaryEn: 'The best-loved Teochew opera: the romance of Chen San and Wu Niang.',
    descriptionZh:
      '《荔镜记》源自明代嘉靖年间的南戏刻本，讲述泉州书生陈三路过潮州，与黄五娘一见钟情，借磨镜之名入黄府为奴，终与五娘私奔的故事。南华潮剧社自六十年代起多次排演此剧。',
    descriptionEn:
      '"The Lychee Mirror" goes back to a Southern Drama print of the Jiajing era of the Ming dynasty. Chen San, a scholar from Quanzhou, falls for Huang Wu Niang in Chaozhou, becomes a servant in her house under the pretext of polishing mirrors, and finally elopes with her. Nam Hwa has staged it many times since the 1960s.',
    cast: [
      role('陈三', 'Chen San, a scholar from Quanzhou', 'sheng', actors.tanBeeLing),
      role('黄五娘', 'Huang Wu Niang', 'dan', actors.leeShuHua),
      role('益春', 'Yichun, her maid', 'dan', actors.ngLayKuan),
      role('林大', 'Lin Da, the rich suitor', 'chou', actors.tayKokKeong),
      role('黄九郎', "Huang Jiulang, Wu Niang's father", 'sheng', actors.gohCheeMeng),
      role('李婆', 'Granny Li, the matchmaker', 'chou', actors.chuaGeokHong),
      role('帮声', 'Offstage chorus', null, actors.chorus),
    ],
    parts: [
      {
        titleZh: '第一场 元宵赏灯',
        titleEn: 'Scene 1: The Lantern Festival',
        contentZh: '元宵之夜，五娘与婢女益春上街赏灯，与途经潮州的陈三初次相遇。',
        contentEn:
          'On the night of the Lantern Festival, Wu Niang and her maid Yichun go out to see the lanterns and meet Chen San, who is passing through Chaozhou.',
      },
      {
        titleZh: '第二场 楼台投荔',
        titleEn: 'Scene 2: The Lychee from the Balcony',
        contentZh: '五娘在绣楼上看见骑马经过的陈三，以手帕包荔枝投下，暗许终身。',
        contentEn:
          'From her balcony Wu Niang sees Chen San riding by and throws down lychees wrapped in her handkerchief: a silent promise.',
        clip: 0,
      },
      {
        titleZh: '第三场 磨镜为奴',
        titleEn: 'Scene 3: The Mirror Polisher',
        contentZh: '陈三扮作磨镜匠入黄府，故意打破宝镜，自愿卖身为奴以偿。',
        contentEn:
          'Disguised as a mirror polisher, Chen San enters the Huang house, breaks the precious mirror on purpose and offers himself as a servant to repay it.',
      },
      {
        titleZh: '第四场 私奔',
        titleEn: 'Scene 4: The Elopement',
        contentZh: '五娘被许配林大，陈三、五娘与益春连夜出走泉州。',
        contentEn: 'When Wu Niang is promised to Lin Da, Chen San, Wu Niang and Yichun flee to Quanzhou by night.',
      },
    ],
  },
  {
    titleZh: '苏六娘',
    titleEn: 'Su Liuniang',
    summaryZh: '潮汕民间故事改编，青春与抗争的喜剧。',
    summaryEn: 'A comedy of youth and defiance from a Chaoshan folk tale.',
    descriptionZh:
      '苏六娘与表兄郭继春青梅竹马，父母却将她许配他人。婢女桃花巧施妙计，渡船上一曲《桃花过渡》成为潮剧最脍炙人口的唱段。',
    descriptionEn:
      'Su Liuniang loves her cousin Guo Jichun, but her parents promise her to another man. The clever maid Taohua finds a way out, and her ferry song "Peach Blossom Crosses the River" became one of the most popular tunes of Teochew opera.',
    cast: [
      role('苏六娘', 'Su Liuniang', 'dan', actors.kohHuiMin),
      role('郭继春', 'Guo Jichun, her cousin', 'sheng', actors.tanBeeLing),
      role('桃花', 'Taohua, her maid', 'dan', actors.ngLayKuan),
      role('渡伯', 'The old ferryman', 'chou', actors.tayKokKeong),
      role('杨子良', 'Yang Ziliang, the suitor', 'chou', actors.limWeeKiat),
      role('苏员外', 'Squire Su, her father', 'jing', actors.sohKahWai),
    ],
    parts: [
      {
        titleZh: '第一场 春郎求学',
        titleEn: 'Scene 1: Jichun Leaves to Study',
        contentZh: '郭继春寄居苏家读书，与六娘朝夕相处，情愫暗生。',
        contentEn: 'Guo Jichun lodges with the Su family to study, and he and Liuniang quietly fall in love.',
      },
      {
        titleZh: '第二场 桃花过渡',
        titleEn: 'Scene 2: Peach Blossom Crosses the River',
        contentZh: '婢女桃花替六娘送信，与撑渡伯对歌斗嘴，妙趣横生。',
        contentEn: "Carrying Liuniang's letter, the maid Taohua trades songs and teasing with the old ferryman.",
        clip: 1,
      },
      {
        titleZh: '第三场 杨子良逼婚',
        titleEn: 'Scene 3: The Forced Match',
        contentZh: '杨家前来迎亲，六娘以死相拒。',
        contentEn: 'The Yang family arrives for the wedding and Liuniang would rather die than marry.',
      },
    ],
  },
  {
    titleZh: '张春郎削发',
    titleEn: 'Zhang Chunlang Shaves His Head',
    summaryZh: '公主与书生的误会，一出轻快的潮剧喜剧。',
    summaryEn: 'A princess, a scholar and a misunderstanding: a light Teochew comedy.',
    descriptionZh:
      '驸马张春郎在寺中偶遇微服的双娇公主，言语冲撞，被公主下令削发为僧。一场误会在皇帝与太后面前层层化解，情节妙趣横生。',
    descriptionEn:
      'Zhang Chunlang, betrothed to Princess Shuangjiao, offends her without knowing who she is at a temple, and she orders his head shaved. The misunderstanding unravels before the Emperor and the Empress Dowager.',
    cast: [
      role('张春郎', 'Zhang Chunlang', 'sheng', actors.tanBeeLing),
      role('双娇公主', 'Princess Shuangjiao', 'dan', actors.leeShuHua),
      role('太后', 'The Empress Dowager', 'dan', actors.chuaGeokHong),
      role('皇帝', 'The Emperor', 'sheng', actors.gohCheeMeng),
      role('住持', 'The abbot', 'jing', actors.sohKahWai),
      role('小沙弥', 'The little novice', 'chou', actors.limWeeKiat),
    ],
    parts: [
      {
        titleZh: '第一场 寺中相遇',
        titleEn: 'Scene 1: Meeting at the Temple',
        contentZh: '春郎游寺，见一女子出言不逊，二人争执不下。',
        contentEn: 'Visiting a temple, Chunlang quarrels with a young lady who speaks rudely to him.',
      },
      {
        titleZh: '第二场 削发',
        titleEn: 'Scene 2: The Shaving',
        contentZh: '公主亮明身份，令春郎削发出家，春郎悔之莫及。',
        contentEn: "The princess reveals who she is and has Chunlang's head shaved; he regrets every word.",
      },
      {
        titleZh: '第三场 金殿团圆',
        titleEn: 'Scene 3: Reunion in the Palace',
        contentZh: '太后明断，公主认错，二人重归于好。',
        contentEn: 'The Empress Dowager judges wisely, the princess admits her fault, and the couple are reconciled.',
      },
    ],
  },
  {
    titleZh: '金花女',
    titleEn: 'Jin Hua Nü',
    summaryZh: '青衣名剧，贫女金花的坚忍与团圆。',
    summaryEn: "A qingyi classic: Jin Hua's endurance and the family reunited.",
    descriptionZh:
      '金花嫁给贫寒书生刘永，刘永赴考途中遭害，金花被兄嫂逼迫牧羊。她坚守信念，终与高中归来的丈夫团聚。剧中《金花牧羊》一折最为人称道。',
    descriptionEn:
      'Jin Hua marries the poor scholar Liu Yong. On his way to the examinations he is attacked, and her brother and sister-in-law force her to herd sheep. She keeps faith until her husband returns in triumph. The scene "Jin Hua Herds the Sheep" is the most admired.',
    cast: [
      role('金花', 'Jin Hua', 'dan', actors.kohHuiMin),
      role('刘永', 'Liu Yong, her husband', 'sheng', actors.tanBeeLing),
      role('金章', 'Jin Zhang, her elder brother', 'sheng', actors.gohCheeMeng),
      role('金章妻', "Jin Zhang's wife", 'chou', actors.chuaGeokHong),
      role('牛二', 'Niu Er, the highwayman', 'jing', actors.sohKahWai),
      role('牧童', 'The shepherd boy', 'chou', actors.limWeeKiat),
    ],
    parts: [
      {
        titleZh: '第一场 嫁夫',
        titleEn: 'Scene 1: The Marriage',
        contentZh: '金花不嫌刘永贫寒，甘愿下嫁。',
        contentEn: 'Jin Hua chooses the poor Liu Yong without hesitation.',
      },
      {
        titleZh: '第二场 金花牧羊',
        titleEn: 'Scene 2: Jin Hua Herds the Sheep',
        contentZh: '风雪之中，金花独自牧羊，一段长唱诉尽辛酸。',
        contentEn: 'Alone with the sheep in the snow, Jin Hua sings a long aria of her sorrows.',
      },
      {
        titleZh: '第三场 团圆',
        titleEn: 'Scene 3: Reunion',
        contentZh: '刘永高中还乡，夫妻相认，恶人受惩。',
        contentEn:
          'Liu Yong returns a successful graduate, husband and wife recognise each other, and the wicked are punished.',
      },
    ],
  },
];
